import { DocumentTemplate, PartyType, Role } from '@docvue/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentHistory } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart } from '../support/documents.js';
import { makeCompany, makeParty, makeUser } from '../support/factories.js';
import { moveDocument } from '../support/status-moves.js';

/*
 * GET /api/documents/{id}/history/verify (issue 46.8): whether a document's history is as written,
 * its hash chain recomputed (document-history/chain.ts), naming the first entry that does not match.
 * The hash covers every column, so a rejection's details changed in the database are noticed too.
 */
let t: TestApp;
let vendor: { id: number };
let purchaser: { id: number };
let stranger: { id: number };
let vendorUserId: number;
const tokens: Record<string, string> = {};
let documentId: number;

const call = (who: 'vendor' | 'purchaser' | 'stranger', url: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  t.call(
    { token: tokens[who], companyId: { vendor, purchaser, stranger }[who].id },
    { method, url, ...(payload ? { payload } : {}) },
  );

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  stranger = await makeCompany(t.db, { name: 'Stranger Co' });
  for (const [who, company] of [
    ['vendor', vendor],
    ['purchaser', purchaser],
    ['stranger', stranger],
  ] as const) {
    const user = await makeUser(t.db, { memberships: { [company.id]: [Role.Administrator] } });
    if (who === 'vendor') vendorUserId = user.id;
    tokens[who] = await t.tokenFor(user.id);
  }
  const party = await makeParty(t.db, vendor.id, {
    name: 'Red Mesa',
    partyTypeId: PartyType.Purchaser,
    connectedCompanyId: purchaser.id,
  });
  const upload = await t.call(
    { token: tokens.vendor, companyId: vendor.id },
    {
      method: 'POST',
      url: '/api/documents/upload',
      ...multipart(
        { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: party.id },
        { name: 'HOS-46008.pdf', bytes: await invoicePdf({ invoiceNumber: 'HOS-46008' }) },
      ),
    },
  );
  expect(upload.statusCode, upload.body).toBe(201);
  documentId = upload.json().documentId as number;
  await t.app.jobs.idle();
  await moveDocument(
    t.db,
    documentId,
    'publish',
    { companyId: vendor.id, userId: vendorUserId },
    { receiverCompanyId: purchaser.id, sentAt: new Date() },
  );
  await t.app.jobs.idle();
  const reject = await call('purchaser', `/api/documents/${documentId}/reject`, 'PUT', {
    reason: 'Mileage rate is not per the MSA.',
    reasonCode: 'Disputed Content',
  });
  expect(reject.statusCode, reject.body).toBe(200);
  await t.app.jobs.idle();
});
afterAll(() => t?.close());

describe('GET /api/documents/{id}/history/verify', () => {
  it('says an untouched history is intact, to either side of the document', async () => {
    for (const who of ['vendor', 'purchaser'] as const) {
      const res = await call(who, `/api/documents/${documentId}/history/verify`);
      expect(res.statusCode, res.body).toBe(200);
      const history = (await call(who, `/api/history/document/${documentId}`)).json() as unknown[];
      expect(res.json()).toEqual({ intact: true, entryCount: history.length, firstBrokenEntry: null });
    }
  });

  it("answers 404 to another company's user, and for a document that does not exist", async () => {
    const res = await call('stranger', `/api/documents/${documentId}/history/verify`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('intact');
    expect((await call('vendor', '/api/documents/99999999/history/verify')).statusCode).toBe(404);
  });

  it("names the entry whose details were changed in the database (a rejection's reason code)", async () => {
    const [entry] = await t.db
      .select()
      .from(documentHistory)
      .where(and(eq(documentHistory.documentId, documentId), eq(documentHistory.operation, 'Rejection Reason')));
    expect(entry!.details).toEqual([expect.objectContaining({ reasonCode: 'Disputed Content' })]);
    await t.db
      .update(documentHistory)
      .set({ details: sql`jsonb_set(${documentHistory.details}, '{0,reasonCode}', '"Missing Content"')` })
      .where(eq(documentHistory.id, entry!.id));

    const res = await call('vendor', `/api/documents/${documentId}/history/verify`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      intact: false,
      firstBrokenEntry: {
        id: entry!.id,
        operation: { name: 'Rejection Reason' },
        newValue: 'Mileage rate is not per the MSA.',
      },
    });
  });

  it('names the first of several changed entries, a value changed as well as details', async () => {
    const rows = await t.db
      .select()
      .from(documentHistory)
      .where(eq(documentHistory.documentId, documentId))
      .orderBy(documentHistory.id);
    const first = rows[0]!;
    await t.db.update(documentHistory).set({ userName: 'Someone Else' }).where(eq(documentHistory.id, first.id));
    const res = await call('purchaser', `/api/documents/${documentId}/history/verify`);
    expect(res.json()).toMatchObject({ intact: false, firstBrokenEntry: { id: first.id, updateUser: 'Someone Else' } });
  });
});
