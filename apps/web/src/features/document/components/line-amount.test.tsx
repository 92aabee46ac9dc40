import { screen } from '@testing-library/react';
import { arInvoice, column } from '@/testing/document-fixtures';
import { renderInDocument } from '@/testing/document-harness';
import { fakeApi } from '@/testing/fake-api';
import { LineItemsPane } from './line-items-pane';

/** Issue 40, item 6: a new line's amount is its quantity × unit price, to the cent, and stays editable. */
const doc = () =>
  arInvoice({
    lineItemColumns: [
      column('description', 'Description', 1, { isRequired: true }),
      column('quantity', 'Quantity', 2, { isRequired: true }),
      column('unitPrice', 'Unit Price', 3),
      column('amount', 'Amount', 3, { isRequired: true, isAmount: true }),
    ],
  });

describe("a line's amount", () => {
  beforeEach(() =>
    fakeApi({
      'GET /api/documents/41/ProposedLineItems/0/-1': { body: { columnHeaders: [], rows: [], suggestedRows: [] } },
    }),
  );
  const cell = (name: string) => screen.getByRole('textbox', { name: `${name}, row 1` });

  it('is quantity × unit price rounded to the cent, following either as it changes', async () => {
    const { user } = renderInDocument(<LineItemsPane />, doc());
    await user.type(cell('Description'), 'Mileage');
    await user.type(cell('Quantity'), '2.5');
    await user.type(cell('Unit Price'), '0.33');
    expect(cell('Amount')).toHaveValue('0.83');
    await user.clear(cell('Quantity'));
    await user.type(cell('Quantity'), '120');
    expect(cell('Amount')).toHaveValue('39.60');
    expect(screen.queryByText(/Differs from quantity × unit price/)).not.toBeInTheDocument();
  });

  it('may be typed over, with a warning while it differs, and then stays the typed one', async () => {
    const { user } = renderInDocument(<LineItemsPane />, doc());
    await user.type(cell('Quantity'), '8');
    await user.type(cell('Unit Price'), '185');
    expect(cell('Amount')).toHaveValue('1480.00');
    await user.clear(cell('Amount'));
    await user.type(cell('Amount'), '1400');
    expect(screen.getByText('Differs from quantity × unit price (1480.00)')).toBeInTheDocument();
    await user.clear(cell('Quantity'));
    await user.type(cell('Quantity'), '9');
    expect(cell('Amount')).toHaveValue('1400.00');
    expect(screen.getByText('Differs from quantity × unit price (1665.00)')).toBeInTheDocument();
  });
});
