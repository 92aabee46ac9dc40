import { MetadataType } from '@docvue/contracts';
import { screen } from '@testing-library/react';
import { arInvoice, column, field } from '@/testing/document-fixtures';
import { renderInDocument } from '@/testing/document-harness';
import { fakeApi } from '@/testing/fake-api';
import { LineItemsPane } from './line-items-pane';

/**
 * A vendor codes its lines with the purchaser's accounting (docs/history.md §28): the purchaser's
 * values are offered, the header's AFE flows to new lines, a column fills down.
 */
const coded = () => {
  const costCenter = column('costCenter', 'Cost Center', MetadataType.CostCenter, { isThirdParty: true });
  const doc = arInvoice({
    metadata: [...arInvoice().metadata, field('afe', 'AFE #', MetadataType.AFE, 'RM24-0117', { isThirdParty: true })],
    lineItemColumns: [
      column('description', 'Description', 1, { isRequired: true }),
      column('amount', 'Amount', 3, { isRequired: true, isAmount: true }),
      column('afe', 'AFE #', MetadataType.AFE, { isThirdParty: true }),
      costCenter,
    ],
  });
  return { doc, costCenter };
};

describe('coding the line items', () => {
  it("offers the purchaser's cost centres for the document being coded", async () => {
    const { doc, costCenter } = coded();
    const api = fakeApi({
      'GET /api/documents/41/ProposedLineItems/0/-1': { body: { columnHeaders: [], rows: [], suggestedRows: [] } },
      [`GET /api/lineItemColumn/${costCenter.id}/lookupvalues`]: {
        body: [{ id: 1, lookupValue: '4200 - Permian Completions' }],
      },
    });
    const { user } = renderInDocument(<LineItemsPane />, doc);
    await user.click(screen.getByRole('combobox', { name: 'Cost Center, row 1' }));
    await user.click(await screen.findByRole('option', { name: '4200 - Permian Completions' }));
    expect(screen.getByRole('combobox', { name: 'Cost Center, row 1' })).toHaveValue('4200 - Permian Completions');
    const call = api.calls.find((c) => c.path.startsWith('/api/lineItemColumn/'))!;
    expect(call.url.searchParams.get('isThirdParty')).toBe('true');
    expect(call.url.searchParams.get('documentId')).toBe('41');
  });

  it("a line begun or added takes the header's AFE, and a column fills down", async () => {
    fakeApi({
      'GET /api/documents/41/ProposedLineItems/0/-1': { body: { columnHeaders: [], rows: [], suggestedRows: [] } },
    });
    const { user } = renderInDocument(<LineItemsPane />, coded().doc);
    // The first, empty line is not coded until it is begun: an invoice without lines stays without.
    expect(screen.getByRole('combobox', { name: 'AFE #, row 1' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Description, row 1' }), 'Hot oil unit');
    expect(screen.getByRole('combobox', { name: 'AFE #, row 1' })).toHaveValue('RM24-0117');
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(screen.getByRole('combobox', { name: 'AFE #, row 2' })).toHaveValue('RM24-0117');

    await user.type(screen.getByRole('combobox', { name: 'Cost Center, row 1' }), '4200');
    await user.click(screen.getByRole('button', { name: 'Fill Cost Center down' }));
    expect(screen.getByRole('combobox', { name: 'Cost Center, row 2' })).toHaveValue('4200');
  });

  it('fill-down asks before it overwrites filled cells, and fills only the empty ones when told so', async () => {
    fakeApi({
      'GET /api/documents/41/ProposedLineItems/0/-1': { body: { columnHeaders: [], rows: [], suggestedRows: [] } },
    });
    const { user } = renderInDocument(<LineItemsPane />, coded().doc);
    const cell = (n: number) => screen.getByRole('combobox', { name: `Cost Center, row ${n}` });
    for (const n of [1, 2, 3]) {
      if (n > 1) await user.click(screen.getByRole('button', { name: 'Add row' }));
      await user.type(screen.getByRole('textbox', { name: `Description, row ${n}` }), `Line ${n}`);
    }
    await user.type(cell(1), '4300');
    await user.type(cell(2), '4200');

    await user.click(screen.getByRole('button', { name: 'Fill Cost Center down' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill Cost Center down' });
    expect(dialog).toHaveTextContent('Line 2 has another Cost Center. Overwrite it with “4300”?');
    await user.click(screen.getByRole('button', { name: 'Fill empty cells only' }));
    expect(cell(2)).toHaveValue('4200');
    expect(cell(3)).toHaveValue('4200');

    await user.click(screen.getByRole('button', { name: 'Fill Cost Center down' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Lines 2, 3 have another Cost Center.');
    await user.click(screen.getByRole('button', { name: 'Overwrite' }));
    expect(cell(2)).toHaveValue('4300');
    expect(cell(3)).toHaveValue('4300');
  });
});
