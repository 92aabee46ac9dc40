import { DocumentTemplate, PartyType, UserType } from '@docvue/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentHistory, historyVerificationRuns } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart } from '../support/documents.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';

/*
 * The platform operator's check of every document's history (issue 46.8): a background job
 * recomputes each chain in batches and counts what it found; a row changed in the database is
 * named by its document. Only the platform operator (a global user) may start or read it: to a
 * company's administrator the calls do not exist (404), as the jobs and the outbox.
 */
let t: TestApp;
let operator: { token: string };
let companyAdmin: { token: string; companyId: number };
const documentIds: number[] = [];

const start = (as: { token: string; companyId?: number }) =>
  t.call(as, { method: 'POST', url: '/api/platform/history-verification' });
const latest = (as: { token: string; companyId?: number }) =>
  t.call(as, { method: 'GET', url: '/api/platform/history-verification' });

beforeAll(async () => {
  t = await createTestApp();
  const vendor = await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  const purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy', partyTypeIds: [PartyType.Purchaser] });
  const party = await makeParty(t.db, vendor.id, {
    partyTypeId: PartyType.Purchaser,
    connectedCompanyId: purchaser.id,
  });
  companyAdmin = { token: await t.tokenFor((await makeUser(t.db, admin(vendor.id))).id), companyId: vendor.id };
  operator = { token: await t.tokenFor((await makeUser(t.db, { userType: UserType.Global })).id) };
  for (const n of [1, 2, 3]) {
    const res = await t.call(companyAdmin, {
      method: 'POST',
      url: '/api/documents/upload',
      ...multipart(
        { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: party.id },
        { name: `HOS-4680${n}.pdf`, bytes: await invoicePdf({ invoiceNumber: `HOS-4680${n}` }) },
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    documentIds.push(res.json().documentId as number);
  }
  await t.app.jobs.idle();
}, 300_000);
afterAll(() => t?.close());

describe('the check of every document’s history', () => {
  it('does not exist for a company’s administrator, nor without a sign-in', async () => {
    expect((await start(companyAdmin)).statusCode).toBe(404);
    expect((await latest(companyAdmin)).statusCode).toBe(404);
    expect((await start({ token: companyAdmin.token })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/platform/history-verification' });
    expect(anonymous.statusCode).toBe(401);
    // Nothing was started by those calls.
    expect((await latest(operator)).json()).toEqual({ run: null });
  });

  it('counts every document intact while nothing was changed', async () => {
    const started = await start(operator);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'running', documentsTotal: 3, brokenDocuments: [] });
    await t.app.jobs.idle();
    expect((await latest(operator)).json()).toEqual({
      run: expect.objectContaining({
        id: started.json().id,
        status: 'done',
        documentsTotal: 3,
        checked: 3,
        intact: 3,
        broken: 0,
        brokenDocuments: [],
        failure: null,
      }),
    });
  });

  it('names the document whose history row was changed in the database', async () => {
    const target = documentIds[1]!;
    const [entry] = await t.db
      .select()
      .from(documentHistory)
      .where(eq(documentHistory.documentId, target))
      .orderBy(asc(documentHistory.id))
      .limit(1);
    await t.db
      .update(documentHistory)
      .set({ newValue: 'HOS-99999.pdf' })
      .where(and(eq(documentHistory.id, entry!.id), eq(documentHistory.documentId, target)));

    expect((await start(operator)).statusCode).toBe(200);
    await t.app.jobs.idle();
    const { run } = (await latest(operator)).json();
    expect(run).toMatchObject({
      status: 'done',
      checked: 3,
      intact: 2,
      broken: 1,
      brokenDocuments: [{ documentId: target, entryId: entry!.id }],
    });
    // The single-document call agrees.
    const one = await t.call(companyAdmin, { method: 'GET', url: `/api/documents/${target}/history/verify` });
    expect(one.json()).toMatchObject({ intact: false, firstBrokenEntry: { id: entry!.id } });
  });

  it('starts one check at a time', async () => {
    // A check still running (its job elsewhere in the fleet).
    const [running] = await t.db.insert(historyVerificationRuns).values({ documentsTotal: 3 }).returning();
    const second = await start(operator);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(
      'A check of every history is running already: its progress is on the Background Jobs page.',
    );
    expect((await latest(operator)).json().run).toMatchObject({ id: running!.id, status: 'running', checked: 0 });
  });
});
