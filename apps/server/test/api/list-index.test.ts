import { DocumentTemplate, PartyType, Role, RouteStatus } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';
import { insertListDocument } from '../support/list-documents.js';

/*
 * A list's exact total and the ids of its default-sort pages are kept between requests (docs/history.md §17)
 * and must never show a stale list to whoever changed it, nor for long to anyone: a change through
 * this process shows on the caller's next request; a change by another process or by hand once
 * the database announces it (migration 0019). Two apps on one database stand for two processes
 * (on PostgreSQL each hears the announcements on a connection of its own).
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

const ids = async (app: TestApp = a, as = asVendor) =>
  ((await list(app, as)).json().rows as { id: number }[]).map((r) => r.id);

describe('list totals and pages kept between requests', () => {
  it('are read once, then known until something changes: a page is one statement', async () => {
    const first = await list();
    expect(first.json().totalRecords).toBe(first.json().rows.length);
    const again = await list();
    expect(again.json()).toEqual(first.json());
    const statements = a.statementsOf(again);
    expect(statements.filter((q) => q.includes('"document_visibility"'))).toEqual([]);
    expect(statements).toHaveLength(1);
  });

  /** A new draft, shown in the list, then cancelled through `app`: its id and the total before. */
  const cancelNewDraft = async (app: TestApp, as: typeof asVendor) => {
    const id = await draft();
    await expect.poll(() => ids(), { timeout: 5000, interval: 20 }).toContain(id);
    const before = await total();
    const cancel = await app.call(as, { method: 'POST', url: '/api/documents/cancelPublish', payload: { ids: [id] } });
    expect(cancel.statusCode).toBe(200);
    return { id, before };
  };

  it('drop a document cancelled through this process on the caller’s very next request', async () => {
    const { id, before } = await cancelNewDraft(a, asVendor);
    const next = (await list()).json();
    expect(next.totalRecords).toBe(before - 1);
    expect(next.rows.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('drop a document cancelled through another process once announced', async () => {
    const { id, before } = await cancelNewDraft(b, asVendorOnB);
    await totalSoon(before - 1);
    expect(await ids()).not.toContain(id);
  });

  it('show a document written to the database by hand once announced, first in the list', async () => {
    const before = await total();
    const id = await draft();
    await totalSoon(before + 1);
    expect((await ids())[0]).toBe(id);
  });

  it('read what a row shows afresh on every request: a company renamed by hand shows at once', async () => {
    await list();
    await a.db.update(companies).set({ legalName: 'Hot Oil Services of Texas LLC' }).where(eq(companies.id, vendor.id));
    const rows = (await list()).json().rows as { senderCompanyName: string }[];
    expect(rows.map((r) => r.senderCompanyName)).toContain('Hot Oil Services of Texas LLC');
    expect(rows.map((r) => r.senderCompanyName)).not.toContain('Hot Oil Services LLC');
  });
});
