import { DocumentTemplate, MetadataType, PartyType } from '@docvue/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTypes, lineItemColumns, lookupValues, metadataDefinitions } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { makeCompany, readOnly, makeUser } from '../support/factories.js';
import { companyFixture, type Fixture } from '../support/route-calls.js';

/**
 * A vendor codes its invoice with the purchaser's accounting (third-party cells are required
 * before Send, docs/product/documents.md §5): the purchaser's own cost centres, account codes,
 * AFEs and wells are offered, not the vendor's, and only for a document the vendor sends.
 */
let t: TestApp;
let vendor: Fixture;
let purchaser: { id: number };
let stranger: { token: string; companyId: number };
let costCenterColumn: number;
let afeField: number;

const values = (res: { json(): unknown }) => (res.json() as { lookupValue: string }[]).map((v) => v.lookupValue);

beforeAll(async () => {
  t = await createTestApp();
  purchaser = await makeCompany(t.db, { name: 'Coding Purchaser Co', partyTypeIds: [PartyType.Purchaser] });
  vendor = await companyFixture(t, 'Coder', purchaser);
  await t.db.insert(lookupValues).values([
    { companyId: purchaser.id, metadataTypeId: MetadataType.CostCenter, value: '4200 - Permian Completions' },
    { companyId: purchaser.id, metadataTypeId: MetadataType.AFE, value: 'RM24-0117' },
    { companyId: vendor.company.id, metadataTypeId: MetadataType.CostCenter, value: '100 - Vendor Own Yard' },
  ]);
  const [type] = await t.db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(
      and(eq(documentTypes.companyId, vendor.company.id), eq(documentTypes.templateId, DocumentTemplate.ArInvoice)),
    );
  const [column] = await t.db
    .select({ id: lineItemColumns.id })
    .from(lineItemColumns)
    .where(and(eq(lineItemColumns.documentTypeId, type!.id), eq(lineItemColumns.key, 'costCenter')));
  const [field] = await t.db
    .select({ id: metadataDefinitions.id })
    .from(metadataDefinitions)
    .where(and(eq(metadataDefinitions.documentTypeId, type!.id), eq(metadataDefinitions.key, 'afe')));
  costCenterColumn = column!.id;
  afeField = field!.id;
  const other = await makeCompany(t.db, { name: 'Nosy Co' });
  stranger = { token: await t.tokenFor((await makeUser(t.db, readOnly(other.id))).id), companyId: other.id };
}, 120_000);
afterAll(() => t.close());

const draftId = () => vendor.ids.document[0] as number;
const get = (url: string, as: { token: string; companyId: number } = vendor.caller) =>
  t.call(as, { method: 'GET', url });

describe('third-party lookup values', () => {
  it("offers the purchaser's cost centres in the line items of an invoice to it", async () => {
    const res = await get(
      `/api/lineItemColumn/${costCenterColumn}/lookupvalues?isThirdParty=true&documentId=${draftId()}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(values(res)).toEqual(['4200 - Permian Completions']);
  });

  it("offers the purchaser's AFEs in the invoice's third-party header field", async () => {
    const res = await get(`/api/metadata/${afeField}/lookupvalues?isThirdParty=true&documentId=${draftId()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(values(res)).toEqual(['RM24-0117']);
  });

  it("offers the company's own values without a document", async () => {
    const res = await get(`/api/lineItemColumn/${costCenterColumn}/lookupvalues`);
    expect(res.statusCode, res.body).toBe(200);
    expect(values(res)).toEqual(['100 - Vendor Own Yard']);
  });

  it('tells another company nothing of the column or the document', async () => {
    const column = await get(`/api/lineItemColumn/${costCenterColumn}/lookupvalues`, stranger);
    expect(column.statusCode).toBe(404);
    const [type] = await t.db
      .select({ id: documentTypes.id })
      .from(documentTypes)
      .where(
        and(eq(documentTypes.companyId, stranger.companyId), eq(documentTypes.templateId, DocumentTemplate.ArInvoice)),
      );
    const [own] = await t.db
      .select({ id: lineItemColumns.id })
      .from(lineItemColumns)
      .where(and(eq(lineItemColumns.documentTypeId, type!.id), eq(lineItemColumns.key, 'costCenter')));
    const theirDocument = await get(
      `/api/lineItemColumn/${own!.id}/lookupvalues?isThirdParty=true&documentId=${draftId()}`,
      stranger,
    );
    expect(theirDocument.statusCode).toBe(404);
  });

  it('refuses a documentId that is not an id', async () => {
    const res = await get(`/api/lineItemColumn/${costCenterColumn}/lookupvalues?isThirdParty=true&documentId=01`);
    expect(res.statusCode).toBe(400);
  });
});

describe("Send holds the purchaser's codes to its lists (issue 40)", () => {
  const put = (url: string, payload?: object) =>
    t.call(vendor.caller, { method: 'PUT', url, ...(payload ? { payload } : {}) });
  const line = (costCenter: string) => ({
    description: 'Hot oil unit, 8 hrs',
    quantity: '8',
    unitPrice: '185.00',
    amount: '1480.00',
    afe: 'RM24-0117',
    costCenter,
    // The purchaser keeps no account codes nor wells: any text is kept.
    accountCode: '8310',
    well: 'Mesa 14-2H',
  });
  const save = async (costCenter: string, afe = 'RM24-0117') => {
    const res = await put(`/api/documents/${draftId()}`, {
      metadata: [
        { key: 'invoiceNumber', value: 'CODE-1' },
        { key: 'invoiceDate', value: '2026-10-31' },
        { key: 'serviceDate', value: '2026-10-28' },
        { key: 'invoiceTotal', value: '2960.00' },
        { key: 'orgUnit', value: 'Coder Field Office' },
        { key: 'afe', value: afe },
      ],
      lineItems: [line('4200 - Permian Completions'), line(costCenter)],
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('refuses an unlisted cost centre and AFE, naming the line and column', async () => {
    await save('4200', 'AFE-9');
    const res = await put(`/api/documents/${draftId()}/publish`);
    expect(res.statusCode).toBe(400);
    const message = res.json().error.message as string;
    expect(message).toContain('Line 2, Cost Center: "4200" is not one of the purchaser\'s values');
    expect(message).toContain('AFE #: "AFE-9" is not one of the purchaser\'s values');
    expect(message).not.toContain('Line 1,');
    expect(message).not.toContain('Account Code');
  });

  it('sends the invoice once every code is one of the listed values', async () => {
    await save('4200 - Permian Completions');
    const res = await put(`/api/documents/${draftId()}/publish`);
    expect(res.statusCode, res.body).toBe(200);
  });
});
