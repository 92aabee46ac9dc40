import { act, screen } from '@testing-library/react';
import { arInvoice, field } from '@/testing/document-fixtures';
import { renderInDocument } from '@/testing/document-harness';
import { fakeApi } from '@/testing/fake-api';
import { MetadataTab } from './metadata-tab';

function server() {
  return fakeApi({
    'GET /api/users/current/personalization': {
      body: {
        dateFormat: 'MM/dd/yyyy',
        numericFormat: 'en-US',
        currencyFormat: 'USD',
        itemsPerPage: '25',
        receiveEmails: 'true',
      },
    },
  });
}

describe('auto-filled values on the Document screen', () => {
  const doc = arInvoice({
    metadata: [
      field('invoiceNumber', 'Invoice #', 1),
      field('invoiceTotal', 'Invoice Total', 3),
      field('invoiceDate', 'Invoice Date', 4, '2026-10-31', { autoExtracted: true }),
    ],
  });
  const keys = ['invoiceNumber', 'invoiceTotal', 'invoiceDate'];

  it('say where each value came from, and mark the unsure ones to be checked first', async () => {
    server();
    const { latest, user } = renderInDocument(<MetadataTab />, doc);
    act(() =>
      latest().dispatch({
        type: 'extracted',
        editableKeys: keys,
        values: [
          { key: 'invoiceNumber', value: 'INV-9', source: 'learned', confidence: 0.9 },
          { key: 'invoiceTotal', value: '48.00', source: 'pattern', confidence: 0.45 },
          // Filled while the page was read, proposed again: shown as extracted too.
          { key: 'invoiceDate', value: '2026-10-31', source: 'pattern', confidence: 0.95 },
        ],
      }),
    );
    const number = screen.getByRole('textbox', { name: 'Invoice #' });
    const total = screen.getByRole('textbox', { name: 'Invoice Total' });
    const date = screen.getByRole('textbox', { name: 'Invoice Date' });
    expect(number).toHaveValue('INV-9');
    expect(number).toHaveAccessibleDescription('Read where you corrected this sender before');
    expect(date).toHaveAccessibleDescription('Read from the page by its labels');
    expect(total).toHaveAccessibleDescription('Check this value: read from the page by its labels, not sure');
    // Sure values are outlined green, unsure ones amber.
    expect(number.closest('[data-extraction]')).toHaveAttribute('data-extraction', 'sure');
    expect(total.closest('[data-extraction]')).toHaveAttribute('data-extraction', 'check');

    // A value the user types is theirs: nothing to check any more.
    await user.clear(total);
    await user.type(total, '50');
    expect(total).not.toHaveAccessibleDescription(/Check this value/);
    expect(total.closest('[data-extraction]')).toBeNull();
  });
});
