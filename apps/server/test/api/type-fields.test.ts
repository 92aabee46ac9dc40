import { DocumentTemplate, MetadataType, PartyType, RouteStatus } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, metadataDefinitions } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';
import { insertListDocument } from '../support/list-documents.js';

/*
 * A document type's fields are kept between requests (docs/history.md §17): the document screen must show a
 * field added to the type, by another process or by hand, once the database announces it
 * (migration 0020), and a warm open costs one statement. Two apps on one database stand for two
 * processes.
 */
let a: TestApp;
let b: TestApp;
let documentId: number;
let typeId: number;
let asVendor: { token: string; companyId: number };
let asVendorOnB: { token: string; companyId: number };

beforeAll(async () => {
  a = await createTestApp({}, { countStatements: true });
  b = await createTestApp({}, { sharing: a });
  const vendor = await makeCompany(a.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  const boss = await makeUser(a.db, admin(vendor.id));
  asVendor = { token: await a.tokenFor(boss.id), companyId: vendor.id };
  asVendorOnB = { token: await b.tokenFor(boss.id), companyId: vendor.id };
  documentId = await insertListDocument(a.db, {
    sender: vendor.id,
    templateId: DocumentTemplate.ArInvoice,
    status: RouteStatus.New,
  });
  const [doc] = await a.db.select().from(documents).where(eq(documents.id, documentId));
  typeId = doc!.documentTypeId;
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const open = (app: TestApp = a, as = asVendor) => app.call(as, { method: 'GET', url: `/api/documents/${documentId}` });
const fieldNames = async (app: TestApp = a, as = asVendor) =>
  ((await open(app, as)).json().metadata as { name: string }[]).map((m) => m.name);

const addField = (name: string) =>
  a.db.insert(metadataDefinitions).values({
    documentTypeId: typeId,
    key: name.replace(/\W/g, ''),
    name,
    metadataTypeId: MetadataType.Text,
    sortOrder: 999,
  });

describe('the fields of a document type, kept between requests', () => {
  it('are read once: a warm document open is one statement', async () => {
    const first = await open();
    expect(first.statusCode).toBe(200);
    const again = await open();
    expect(again.json()).toEqual(first.json());
    expect(a.statementsOf(again)).toHaveLength(1);
    expect(a.statementsOf(again).join('\n')).not.toContain('"metadata_definitions"');
  });

  it('show a field added to the type by hand once announced', async () => {
    expect(await fieldNames()).not.toContain('Rig Number');
    await addField('Rig Number');
    await expect.poll(() => fieldNames(), { timeout: 5000, interval: 20 }).toContain('Rig Number');
  });

  it('show a field added to the type in every process once announced', async () => {
    await fieldNames(b, asVendorOnB);
    await addField('Lease Name');
    await expect.poll(() => fieldNames(b, asVendorOnB), { timeout: 5000, interval: 20 }).toContain('Lease Name');
  });
});
