import { MetadataType, PartyType, partyTypeOfMetadataType, RouteStatus } from '@docvue/contracts';
import { describe, expect, it } from 'vitest';
import { batchNameFor, planInitialValues } from '../../src/modules/documents/create-document.js';
import type { DocumentParts } from '../../src/modules/documents/repository.js';
import { planNewVersion } from '../../src/modules/documents/resubmit-document.js';
import { planLineItems, planSave } from '../../src/modules/documents/save-plan.js';

/* What the document use cases will write, decided without a database. */

const vendorField = Object.values(MetadataType).find((t) => partyTypeOfMetadataType(t) === PartyType.Vendor)!;

describe('the values a new document starts with', () => {
  const fields = [
    { id: 1, key: 'invoiceNumber', metadataTypeId: MetadataType.Text },
    { id: 2, key: 'scanDate', metadataTypeId: MetadataType.Date },
    { id: 3, key: 'vendor', metadataTypeId: vendorField },
  ];
  const now = new Date('2026-05-04T23:59:58.007Z');

  it('are the scan date and, for the party type of the recipient, its name', () => {
    expect(planInitialValues(fields, now, { partyTypeId: PartyType.Vendor, name: 'Acme' })).toEqual([
      { definitionId: 2, value: '2026-05-04' },
      { definitionId: 3, value: 'Acme' },
    ]);
  });

  it('leave the party field empty for a recipient of another type, or none', () => {
    expect(planInitialValues(fields, now, { partyTypeId: PartyType.Bank, name: 'Bank' })).toEqual([
      { definitionId: 2, value: '2026-05-04' },
    ]);
    expect(planInitialValues(fields.slice(0, 1), now, undefined)).toEqual([]);
  });

  it('name the sender in the field of a party type it plays, never in the recipient’s', () => {
    const invoice = [
      ...fields,
      { id: 4, key: 'docPurchaserName', metadataTypeId: MetadataType.Purchaser },
      { id: 5, key: 'operator', metadataTypeId: MetadataType.Operator },
    ];
    const permian = { name: 'Permian Basin Oilfield Services', partyTypeIds: [PartyType.Vendor, PartyType.Purchaser] };
    expect(
      planInitialValues(invoice, now, { partyTypeId: PartyType.Purchaser, name: 'Red Mesa Energy' }, permian),
    ).toEqual([
      { definitionId: 2, value: '2026-05-04' },
      { definitionId: 4, value: 'Red Mesa Energy' },
      { definitionId: 3, value: 'Permian Basin Oilfield Services' },
    ]);
    // Sent to a vendor, the vendor field is the recipient's; the sender plays no other type here.
    expect(planInitialValues(invoice, now, { partyTypeId: PartyType.Vendor, name: 'Acme' }, permian)).toEqual([
      { definitionId: 2, value: '2026-05-04' },
      { definitionId: 3, value: 'Acme' },
      { definitionId: 4, value: 'Permian Basin Oilfield Services' },
    ]);
  });

  it('come with a batch name that says when', () => {
    expect(batchNameFor(now)).toBe('Uploaded-[05/04/2026 23:59:58.007]');
  });
});

describe('the plan of a save', () => {
  const parts = {
    type: { lineItemsEnabled: true },
    definitions: [
      { id: 1, key: 'number', name: 'Number', metadataTypeId: MetadataType.Text, isReadonly: false },
      { id: 2, key: 'amount', name: 'Amount', metadataTypeId: MetadataType.Currency, isReadonly: false },
      { id: 3, key: 'scanDate', name: 'Scan Date', metadataTypeId: MetadataType.Date, isReadonly: true },
    ],
    values: [
      { definitionId: 1, value: 'A-1' },
      { definitionId: 3, value: '2026-01-01' },
    ],
    columns: [{ key: 'qty', name: 'Quantity', metadataTypeId: MetadataType.Numeric }],
  } as unknown as DocumentParts;

  it('keeps the values that change, trimmed, with what they were', () => {
    const plan = planSave(parts, {
      metadata: [
        { key: 'number', value: ' A-1 ' },
        { key: 'amount', value: ' 12.50 ', autoExtracted: true },
        { key: 'scanDate', value: '2026-01-01' },
      ],
    });
    expect(plan.problems).toEqual([]);
    expect(plan.changes).toEqual([
      { definitionId: 2, value: '12.50', autoExtracted: true, old: null, name: 'Amount', type: MetadataType.Currency },
    ]);
    expect(plan.lineItems).toBeUndefined();
  });

  it('names every refused value: unknown, read-only, malformed, and cells of the lines', () => {
    const plan = planSave(parts, {
      metadata: [
        { key: 'nope', value: 'x' },
        { key: 'scanDate', value: '2026-02-02' },
        { key: 'amount', value: 'twelve' },
      ],
      lineItems: [{ qty: 'x', color: 'red' }],
    });
    expect(plan.problems).toEqual([
      'Unknown field nope',
      'Field Scan Date is read-only',
      'Amount must be a number',
      'Line 1: Quantity must be a number',
      'Line 1: unknown column color',
    ]);
  });

  it('refuses line items where the type has none', () => {
    const noLines = { ...parts, type: { lineItemsEnabled: false } } as unknown as DocumentParts;
    expect(planSave(noLines, { metadata: [], lineItems: [{ qty: '1' }] }).problems).toEqual([
      'This type of document has no line items.',
    ]);
  });

  it('drops empty rows, and sees no change when the rows are as they were', () => {
    const before = [{ cells: { qty: '1' } }];
    expect(planLineItems(before, [{ qty: '1' }, { qty: null }])).toEqual({ rows: [{ qty: '1' }], same: true });
    expect(planLineItems(before, [{ qty: '2' }])).toEqual({ rows: [{ qty: '2' }], same: false });
  });
});

describe('the new version of a resubmitted document', () => {
  const doc = {
    id: 10,
    senderCompanyId: 1,
    receivingPartyId: 5,
    documentTypeId: 7,
    templateId: 93,
    fileName: 'old.pdf',
    blobSha256: 'aa',
    fileSize: 100,
    pageCount: 2,
    batchName: 'B',
  };
  const now = new Date('2026-01-01T00:00:00Z');

  it('takes the replacement file and starts New when its pages are still to be read', () => {
    const row = planNewVersion(doc, { blobSha256: 'bb', fileName: 'new.pdf', size: 250 }, 0, 3, now);
    expect(row).toMatchObject({
      fileName: 'new.pdf',
      blobSha256: 'bb',
      fileSize: 250,
      routeStatusId: RouteStatus.New,
      ocrStatus: 'queued',
      pageCount: null,
      previousVersionDocId: 10,
      uploadedBy: 3,
    });
  });

  it('takes the replacement with its own page count when its pages were read before Resubmit', () => {
    const row = planNewVersion(doc, { blobSha256: 'bb', fileName: 'new.pdf', size: 250 }, 3, 3, now);
    expect(row).toMatchObject({ routeStatusId: RouteStatus.Pending, ocrStatus: 'done', pageCount: 3, fileSize: 250 });
  });

  it('keeps the file and starts Pending when its pages are read', () => {
    const row = planNewVersion(doc, undefined, 2, 3, now);
    expect(row).toMatchObject({
      fileName: 'old.pdf',
      routeStatusId: RouteStatus.Pending,
      ocrStatus: 'done',
      pageCount: 2,
    });
  });
});
