import { DocumentTemplate, PartyType, Role, RouteStatus } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { admin, makeCompany, makeUser } from './support/factories.js';
import { insertListDocument } from './support/list-documents.js';

/*
 * A list's exact total is kept between requests (issue 17) and must never show a stale number to
 * whoever changed it, nor for long to anyone: a change through this process is counted on the
 * caller's next request; a change by another process or by hand once the database announces it
 * (migration 0019). Two apps on one database stand for two processes (on PostgreSQL each hears the
 * announcements on a connection of its own).
 */
let a: TestApp;
let b: TestApp;
let vendor: { id: number };
let purchaser: { id: number };
let asVendor: { token: string; companyId: number };
let asVendorOnB: { token: string; companyId: number };

beforeAll(async () => {
  a = await createTestApp({}, { countStatements: true });
  b = await createTestApp({}, { sharing: a });
  vendor = await makeCompany(a.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  purchaser = await makeCompany(a.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  const boss = await makeUser(a.db, admin(vendor.id));
  asVendor = { token: await a.tokenFor(boss.id), companyId: vendor.id };
  asVendorOnB = { token: await b.tokenFor(boss.id), companyId: vendor.id };
  await makeUser(a.db, { memberships: { [purchaser.id]: [Role.User] } });
  for (let i = 0; i < 3; i++) await draft();
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const draft = () =>
  insertListDocument(a.db, { sender: vendor.id, templateId: DocumentTemplate.ArInvoice, status: RouteStatus.New });
const list = (app: TestApp = a, as = asVendor) =>
  app.call(as, { method: 'GET', url: '/api/documentroute?page=1&pageSize=25' });
const total = async () => (await list()).json().totalRecords as number;
const totalSoon = (n: number) => expect.poll(total, { timeout: 5000, interval: 20 }).toBe(n);

describe('list totals kept between requests', () => {
  it('are counted once, then known until something changes', async () => {
    const first = await list();
    expect(first.json().totalRecords).toBe(first.json().rows.length);
    const again = await list();
    expect(again.json().totalRecords).toBe(first.json().totalRecords);
    expect(a.statementsOf(again).filter((q) => q.startsWith('select count(*)'))).toEqual([]);
  });

  /** A new draft, known to the list's total, then cancelled through `app`: the total before the cancel. */
  const cancelNewDraft = async (app: TestApp, as: typeof asVendor) => {
    const id = await draft();
    await totalSoon((await list()).json().rows.length);
    const before = await total();
    const cancel = await app.call(as, { method: 'POST', url: '/api/documents/cancelPublish', payload: { ids: [id] } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    return before;
  };

  it('count a document cancelled through this process on the caller’s very next request', async () => {
    const before = await cancelNewDraft(a, asVendor);
    expect(await total()).toBe(before - 1);
  });

  it('count a document cancelled through another process once announced', async () => {
    const before = await cancelNewDraft(b, asVendorOnB);
    await totalSoon(before - 1);
  });

  it('count a document written to the database by hand once announced', async () => {
    const before = await total();
    await draft();
    await totalSoon(before + 1);
    expect((await list()).json().rows).toHaveLength(before + 1);
  });
});
