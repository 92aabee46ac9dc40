import { screen, within } from '@testing-library/react';
import { actionsFor, arInvoice, column } from '@/testing/document-fixtures';
import { renderInDocument } from '@/testing/document-harness';
import { fakeApi } from '@/testing/fake-api';
import { LineItemsPane } from './line-items-pane';

const suggestions = {
  columnHeaders: [
    { name: 'Description', key: 'description' },
    { name: 'Quantity', key: 'quantity' },
    { name: 'Amount', key: 'amount' },
  ],
  rows: [],
  suggestedRows: [
    { description: 'Hot oil unit, 8 hrs', quantity: '8', amount: '1480.00' },
    { description: 'Mileage', quantity: '120', amount: '390.00' },
  ],
};

const rows = () =>
  within(screen.getByRole('table', { name: 'Line items' }))
    .getAllByRole('row')
    .slice(1);
const total = () => screen.getByRole('status', { name: 'Detail total' });

describe('LineItemsPane', () => {
  beforeEach(() => fakeApi({ 'GET /api/documents/41/ProposedLineItems/0/-1': { body: suggestions } }));

  it('accepts suggested rows one by one or all, and totals them against the invoice total', async () => {
    const { user } = renderInDocument(<LineItemsPane />, arInvoice());
    expect(total()).toHaveTextContent('Detail total $0.00 · $1,870.00 remaining');
    await user.click(await screen.findByRole('button', { name: 'Suggested Rows (2)' }));
    let dialog = screen.getByRole('dialog', { name: 'Suggested Rows' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept row 1' }));
    expect(within(dialog).getAllByRole('button', { name: /^Accept row/ })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('textbox', { name: 'Description, row 1' })).toHaveValue('Hot oil unit, 8 hrs');
    expect(total()).toHaveTextContent('$390.00 remaining');
    await user.click(screen.getByRole('button', { name: 'Suggested Rows (1)' }));
    dialog = screen.getByRole('dialog', { name: 'Suggested Rows' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rows()).toHaveLength(2);
    expect(total()).toHaveTextContent('Detail total $1,870.00 · matches Invoice Total');
    expect(screen.queryByRole('button', { name: /Suggested Rows/ })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Amount, row 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount, row 2' }), '400');
    expect(total()).toHaveTextContent('exceeded by $10.00');
  });

  it('adds rows, deletes them, and clears the last one rather than removing it', async () => {
    const { user } = renderInDocument(<LineItemsPane />, arInvoice());
    await user.type(screen.getByRole('textbox', { name: 'Description, row 1' }), 'Mileage');
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(rows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete row 2' }));
    expect(rows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Description, row 1' })).toHaveValue('');
  });

  it('add and delete are disabled when every cell is read-only', () => {
    const doc = arInvoice({
      lineItemColumns: [column('description', 'Description', 1, { isReadonly: true })],
      lineItems: [{ description: 'Set by the sender' }],
    });
    renderInDocument(<LineItemsPane />, doc);
    expect(screen.getByRole('button', { name: 'Add row' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete row 1' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Description, row 1' })).toHaveAttribute('readonly');
  });

  it('a read-only document shows the rows as values', () => {
    const doc = arInvoice({
      side: 'receiver',
      actions: actionsFor.receiverReceived,
      lineItems: [{ description: 'Mileage', quantity: '120', amount: '390.00' }],
    });
    renderInDocument(<LineItemsPane />, doc);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add row' })).not.toBeInTheDocument();
    expect(within(rows()[0]!).getByText('$390.00')).toBeInTheDocument();
  });
});
