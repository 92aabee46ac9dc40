import { MetadataType } from '@docvue/contracts';
import { arInvoice, column, field } from '@/testing/document-fixtures';
import {
  draftReducer,
  hasUnsavedEdits,
  headerDefaults,
  initialDraft,
  isDirty,
  saveBodyOf,
  savedHeaderCoding,
} from './draft';

const columns = ['description', 'quantity', 'amount'];

describe('the draft of a document', () => {
  it('starts from the saved values, with one empty row, and the recipient the document was uploaded for', () => {
    const doc = arInvoice();
    const draft = initialDraft(doc);
    expect(draft.values.invoiceNumber).toBe('PBS-30117');
    expect(draft.values.docPurchaserName).toBe('Red Mesa Energy Partners');
    expect(draft.rows).toHaveLength(1);
    expect(isDirty(doc, draft)).toBe(true);
    expect(saveBodyOf(doc, draft)).toEqual({
      metadata: [{ key: 'docPurchaserName', value: 'Red Mesa Energy Partners' }],
    });
  });

  it('does not guess the recipient while the page is still being read', () => {
    expect(initialDraft(arInvoice({ ocrStatus: 'queued' })).values.docPurchaserName).toBeNull();
  });

  it('what the screen fills in by itself is not an edit to ask about when leaving; typing is', () => {
    const doc = arInvoice();
    let draft = draftReducer(initialDraft(doc), {
      type: 'extracted',
      values: [{ key: 'poNumber', value: 'PO-55123' }],
      editableKeys: ['poNumber'],
    });
    expect(isDirty(doc, draft)).toBe(true);
    expect(hasUnsavedEdits(doc, draft)).toBe(false);
    draft = draftReducer(draft, { type: 'setValue', key: 'poNumber', value: 'PO-1' });
    expect(hasUnsavedEdits(doc, draft)).toBe(true);
  });

  it('deleting the last row clears it rather than removing it', () => {
    const doc = arInvoice({ lineItems: [{ description: 'Mileage', quantity: '120', amount: '390.00' }] });
    let draft = initialDraft(doc);
    draft = draftReducer(draft, { type: 'deleteRow', rowId: draft.rows[0]!.id, columns });
    expect(draft.rows).toHaveLength(1);
    expect(draft.rows[0]!.cells).toEqual({ description: null, quantity: null, amount: null });
  });

  it('accepted suggestions take the place of the empty row', () => {
    let draft = initialDraft(arInvoice());
    draft = draftReducer(draft, {
      type: 'acceptRows',
      rows: [{ description: 'Mileage', amount: '390.00' }],
      columns,
    });
    expect(draft.rows.map((r) => r.cells)).toEqual([{ description: 'Mileage', quantity: null, amount: '390.00' }]);
  });

  it("suggested rows carry the header's AFE as it was saved; the AFE the person chose since replaces it", () => {
    const doc = arInvoice({
      metadata: [...arInvoice().metadata, field('afe', 'AFE #', MetadataType.AFE, 'RM24-0117')],
      lineItemColumns: [column('description', 'Description', 1), column('afe', 'AFE #', MetadataType.AFE)],
    });
    let draft = draftReducer(initialDraft(doc), { type: 'setValue', key: 'afe', value: 'RM24-0131' });
    draft = draftReducer(draft, {
      type: 'acceptRows',
      // The server filled the first row's AFE from the saved header; the second prints its own.
      rows: [
        { description: 'Hot oil unit', afe: 'RM24-0117' },
        { description: 'Mileage', afe: 'RM24-0099' },
        { description: 'Chemical', afe: null },
      ],
      columns: ['description', 'afe'],
      defaults: headerDefaults(doc, draft),
      suggestedWith: savedHeaderCoding(doc),
    });
    expect(draft.rows.map((r) => r.cells.afe)).toEqual(['RM24-0131', 'RM24-0099', 'RM24-0131']);
  });

  it('extraction fills only empty, editable fields and marks them auto-extracted', () => {
    let draft = initialDraft(arInvoice());
    draft = draftReducer(draft, {
      type: 'extracted',
      values: [
        { key: 'invoiceNumber', value: 'OTHER-1' },
        { key: 'poNumber', value: 'PO-55123' },
        { key: 'orgUnit', value: 'Midland Field Office' },
      ],
      editableKeys: ['invoiceNumber', 'poNumber'],
    });
    expect(draft.values).toMatchObject({ invoiceNumber: 'PBS-30117', poNumber: 'PO-55123', orgUnit: null });
    expect(draft.autoExtracted.poNumber).toBe(true);
  });

  it('saves a captured value with its region, and the rows when they changed', () => {
    const doc = arInvoice({ metadata: arInvoice().metadata.filter((m) => m.key !== 'docPurchaserName') });
    let draft = initialDraft(doc);
    const region = { page: 1, x: 414, y: 161, width: 44, height: 11 };
    draft = draftReducer(draft, { type: 'setValue', key: 'poNumber', value: 'PO-55123', region });
    draft = draftReducer(draft, { type: 'setCell', rowId: draft.rows[0]!.id, column: 'description', value: 'Mileage' });
    expect(saveBodyOf(doc, draft)).toEqual({
      metadata: [{ key: 'poNumber', value: 'PO-55123', capturedRegion: region }],
      lineItems: [{ description: 'Mileage', quantity: null, amount: null }],
    });
  });

  it('a read-only document has nothing to save', () => {
    const doc = arInvoice({ actions: { ...arInvoice().actions, edit: false } });
    expect(isDirty(doc, initialDraft(doc))).toBe(false);
  });
});
