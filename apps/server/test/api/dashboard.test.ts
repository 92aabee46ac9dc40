import { DocumentTemplate, PartyType, Role, RouteStatus, type RouteStatusId } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { makeCompany, makeUser } from '../support/factories.js';
import { insertListDocument } from '../support/list-documents.js';

const S = RouteStatus;
const T = DocumentTemplate;

let t: TestApp;
const co = {} as Record<'vendor' | 'purchaser' | 'operator' | 'owner' | 'stranger', { id: number }>;
const tokens: Record<string, string> = {};
const rejected: number[] = [];
const unsigned: number[] = [];

const DAY = 86_400_000;
const now = new Date();
/** Noon UTC, `days` days ago. */
const daysAgo = (days: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, 12));
const monthsAgo = (months: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 10, 12));
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

const get = async (who: keyof typeof co, url: string) => {
  const res = await t.call({ token: tokens[who], companyId: co[who].id }, { method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const status = async (who: keyof typeof co, url: string) =>
  t.call({ token: tokens[who], companyId: co[who].id }, { method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  co.vendor = await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  co.purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  co.operator = await makeCompany(t.db, { name: 'Llano Operating', partyTypeIds: [PartyType.Operator] });
  co.owner = await makeCompany(t.db, { name: 'Cimarron Royalty Trust', partyTypeIds: [PartyType.Owner] });
  co.stranger = await makeCompany(t.db, { name: 'Stranger Co', partyTypeIds: [PartyType.Vendor, PartyType.Owner] });
  for (const who of Object.keys(co) as (keyof typeof co)[]) {
    const user = await makeUser(t.db, { memberships: { [co[who].id]: [Role.ReadOnly] } });
    tokens[who] = await t.tokenFor(user.id);
  }
  // Vendor: invoices sent over three months, in every status; one draft.
  const invoice = (status: RouteStatusId | null, sentAt: Date | null, number: string) =>
    insertListDocument(t.db, {
      sender: co.vendor.id,
      receiver: status === null || status === S.New ? null : co.purchaser.id,
      templateId: T.ArInvoice,
      status,
      sentAt,
      values: { invoiceNumber: number, docPurchaserName: 'Red Mesa Energy Partners' },
    });
  await invoice(S.Paid, monthsAgo(2), 'HOS-1');
  await invoice(S.Paid, monthsAgo(2), 'HOS-2');
  await invoice(S.Approved, monthsAgo(1), 'HOS-3');
  rejected.push(await invoice(S.Rejected, monthsAgo(1), 'HOS-4'));
  rejected.push(await invoice(S.Rejected, daysAgo(0), 'HOS-5'));
  await invoice(S.Sent, daysAgo(0), 'HOS-6');
  await invoice(S.Received, daysAgo(1), 'HOS-7');
  await invoice(S.New, null, 'HOS-DRAFT');
  // Operator → owner: division orders, 1099s, run and owner statements on recent days.
  const toOwner = (templateId: number, status: RouteStatusId, days: number, values: Record<string, string> = {}) =>
    insertListDocument(t.db, {
      sender: co.operator.id,
      receiver: co.owner.id,
      templateId,
      status,
      sentAt: daysAgo(days),
      values,
    });
  unsigned.push(
    await toOwner(T.DivisionOrder, S.Sent, 0, { docDivisionOrderNumber: 'DO-1', docOwner: 'Cimarron Royalty Trust' }),
  );
  unsigned.push(
    await toOwner(T.DivisionOrder, S.Received, 1, {
      docDivisionOrderNumber: 'DO-2',
      docOwner: 'Cimarron Royalty Trust',
    }),
  );
  // Returned yesterday: written then, so its last update (the return) is yesterday too.
  await insertListDocument(t.db, {
    sender: co.operator.id,
    receiver: co.owner.id,
    templateId: T.DivisionOrder,
    status: S.Returned,
    sentAt: daysAgo(1),
    createdAt: daysAgo(1),
    values: { docDivisionOrderNumber: 'DO-3', DivisionOrderResponseStatus: 'Returned Signed' },
  });
  // Returned unsigned three days ago: refused, not a division order the owner sent (issue 47).
  await insertListDocument(t.db, {
    sender: co.operator.id,
    receiver: co.owner.id,
    templateId: T.DivisionOrder,
    status: S.Returned,
    sentAt: daysAgo(3),
    createdAt: daysAgo(3),
    values: { docDivisionOrderNumber: 'DO-4', DivisionOrderResponseStatus: 'Returned Unsigned' },
  });
  await toOwner(T.Form1099, S.Sent, 1);
  await toOwner(T.RunStatement, S.Sent, 2);
  await toOwner(T.OwnerStatement, S.Received, 2);
  await toOwner(T.OwnerStatement, S.Sent, 40); // outside the default 30 days
  // The stranger's own documents must never be counted for anyone else.
  await insertListDocument(t.db, {
    sender: co.stranger.id,
    receiver: co.purchaser.id,
    templateId: T.ArInvoice,
    status: S.Rejected,
    sentAt: daysAgo(0),
  });
});
afterAll(() => t.close());

describe('GET /documentroute/stats', () => {
  it('counts what the company sent in the window per month (every month, oldest first), per type and per status; drafts are not sent', async () => {
    const body = await get('vendor', `/api/documentroute/stats?documentTypeId=${T.ArInvoice}`);
    expect(body.documentsByMonth).toHaveLength(12);
    const month = (d: Date) => d.toISOString().slice(0, 7);
    const counts = Object.fromEntries(
      body.documentsByMonth.map((m: { month: string; count: number }) => [m.month, m.count]),
    );
    expect(counts[month(monthsAgo(2))]).toBe(2);
    expect(counts[month(monthsAgo(1))]).toBe(2);
    const thisMonth = [daysAgo(0), daysAgo(0), daysAgo(1)].filter((d) => month(d) === month(now)).length;
    expect(body.documentsByMonth.at(-1)).toEqual({ month: month(now), count: thisMonth });
    expect(body.documentsByMonth.reduce((n: number, m: { count: number }) => n + m.count, 0)).toBe(7);
    expect(body.documentsByDocType).toEqual([
      { documentTypeTemplateId: T.ArInvoice, documentTypeName: 'AR Invoice', sentCount: 7, receivedCount: 0 },
    ]);
    expect(body.statusCounts).toEqual([
      { count: 1, status: { id: S.Sent, name: 'Sent' } },
      { count: 1, status: { id: S.Received, name: 'Received' } },
      { count: 1, status: { id: S.Approved, name: 'Approved' } },
      { count: 2, status: { id: S.Paid, name: 'Paid' } },
      { count: 2, status: { id: S.Rejected, name: 'Rejected' } },
    ]);
    const short = await get('vendor', '/api/documentroute/stats?months=3');
    expect(short.documentsByMonth.map((m: { month: string }) => m.month)).toEqual([
      month(monthsAgo(2)),
      month(monthsAgo(1)),
      month(now),
    ]);
  });

  it('the receiver counts received documents, never the sender’s sent ones', async () => {
    const body = await get('purchaser', '/api/documentroute/stats');
    expect(body.documentsByMonth.every((m: { count: number }) => m.count === 0)).toBe(true);
    expect(body.statusCounts).toEqual([]);
    expect(body.documentsByDocType).toEqual([
      { documentTypeTemplateId: T.ArInvoice, documentTypeName: 'AR Invoice', sentCount: 0, receivedCount: 8 },
    ]);
  });

  it('refuses bad parameters', async () => {
    for (const q of ['documentTypeId=2', 'documentTypeId=abc', 'months=0', 'months=37']) {
      const res = await status('vendor', `/api/documentroute/stats?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.message).toMatch(/^(documentTypeId|months)/);
    }
  });
});

describe('GET /documentstatus/counts and /documentstatus', () => {
  it("'Payment Status': statuses 1 to 6 in order with zeros, the bar index + 1 being the status id", async () => {
    const body = await get('vendor', '/api/documentstatus/counts');
    expect(body.map((b: { status: { id: number } }) => b.status.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body.map((b: { count: number }) => b.count)).toEqual([1, 1, 1, 2, 2, 0]);
    expect((await get('purchaser', '/api/documentstatus/counts')).map((b: { count: number }) => b.count)).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
    expect((await get('stranger', '/api/documentstatus/counts')).map((b: { count: number }) => b.count)).toEqual([
      0, 0, 0, 0, 1, 0,
    ]);
  });

  it("a purchaser's AR invoices received, per status 1 to 6 (no vendor's draft, no other purchaser's)", async () => {
    const body = await get('purchaser', '/api/documentstatus/counts?side=received');
    expect(body.map((b: { status: { id: number } }) => b.status.id)).toEqual([1, 2, 3, 4, 5, 6]);
    // From the vendor: Sent 1, Received 1, Approved 1, Paid 2, Rejected 2; from the stranger: Rejected 1.
    expect(body.map((b: { count: number }) => b.count)).toEqual([1, 1, 1, 2, 3, 0]);
    expect(
      (await get('vendor', '/api/documentstatus/counts?side=received')).map((b: { count: number }) => b.count),
    ).toEqual([0, 0, 0, 0, 0, 0]);
    expect((await status('purchaser', '/api/documentstatus/counts?side=both')).statusCode).toBe(400);
  });

  it("'Rejected AR Invoices': the company's rejected invoices with number and purchaser, newest first", async () => {
    const body = await get('vendor', `/api/documentstatus?documentTypeId=93&documentRouteStatusId=${S.Rejected}`);
    expect(body.totalRecords).toBe(2);
    expect(body.items).toEqual([
      expect.objectContaining({
        id: rejected[1],
        docInvoiceNumber: 'HOS-5',
        docPurchaserName: 'Red Mesa Energy Partners',
        routeStatusId: S.Rejected,
      }),
      expect.objectContaining({ id: rejected[0], docInvoiceNumber: 'HOS-4' }),
    ]);
    const page2 = await get(
      'vendor',
      `/api/documentstatus?documentTypeId=93&documentRouteStatusId=5&page=2&pageSize=1`,
    );
    expect(page2.items.map((i: { id: number }) => i.id)).toEqual([rejected[0]]);
    // The purchaser did not send them; the stranger sees only its own.
    expect((await get('purchaser', '/api/documentstatus?documentTypeId=93&documentRouteStatusId=5')).items).toEqual([]);
    const stranger = await get('stranger', '/api/documentstatus?documentTypeId=93&documentRouteStatusId=5');
    expect(stranger.items).toHaveLength(1);
    expect(stranger.items[0].docPurchaserName).toBe('Red Mesa Energy Partners');
  });

  it('refuses bad parameters', async () => {
    for (const q of [
      '',
      'documentTypeId=93',
      'documentTypeId=7&documentRouteStatusId=5',
      'documentTypeId=93&documentRouteStatusId=10',
      'documentTypeId=93&documentRouteStatusId=5&pageSize=1000',
    ]) {
      const res = await status('vendor', `/api/documentstatus?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await status('vendor', '/api/documentstatus/counts?documentTypeId=1')).statusCode).toBe(400);
  });
});

describe('owner and operator widgets', () => {
  it("'Unsigned Division Orders': received and not returned, with number and owner", async () => {
    const body = await get('owner', '/api/documentroute/notReturnedDOs');
    expect(body.totalRecords).toBe(2);
    expect(body.items).toEqual([
      expect.objectContaining({
        id: unsigned[1],
        docDivisionOrderNumber: 'DO-2',
        docOwner: 'Cimarron Royalty Trust',
        senderCompanyName: 'Llano Operating',
      }),
      expect.objectContaining({ id: unsigned[0], docDivisionOrderNumber: 'DO-1', routeStatusId: S.Sent }),
    ]);
    // The operator sent them: they are not its unsigned division orders.
    expect((await get('operator', '/api/documentroute/notReturnedDOs')).totalRecords).toBe(0);
    expect((await get('stranger', '/api/documentroute/notReturnedDOs')).totalRecords).toBe(0);
    expect((await status('owner', '/api/documentroute/notReturnedDOs?pageSize=0')).statusCode).toBe(400);
  });

  it("'Owner Documents Received' per day, every day of the window with zeros", async () => {
    const body = await get('owner', '/api/documentroute/ownerDocReceivedCounts');
    expect(body).toHaveLength(30);
    expect(body.at(-1).day).toBe(utcDay(now));
    expect(body[0].day).toBe(utcDay(new Date(now.getTime() - 29 * DAY)));
    const byDay = Object.fromEntries(body.map((d: { day: string }) => [d.day, d]));
    expect(byDay[utcDay(daysAgo(0))]).toEqual({
      day: utcDay(daysAgo(0)),
      divisionOrderCount: 1,
      _1099Count: 0,
      runStatementCount: 0,
      ownerStatementCount: 0,
    });
    expect(byDay[utcDay(daysAgo(1))]).toMatchObject({ divisionOrderCount: 2, _1099Count: 1 });
    expect(byDay[utcDay(daysAgo(2))]).toMatchObject({ runStatementCount: 1, ownerStatementCount: 1 });
    const long = await get('owner', '/api/documentroute/ownerDocReceivedCounts?days=60');
    expect(long.reduce((n: number, d: { ownerStatementCount: number }) => n + d.ownerStatementCount, 0)).toBe(2);
    // The operator received none; it sent them.
    const operatorReceived = await get('operator', '/api/documentroute/ownerDocReceivedCounts');
    expect(
      operatorReceived.every(
        (d: { divisionOrderCount: number; _1099Count: number }) => d.divisionOrderCount + d._1099Count === 0,
      ),
    ).toBe(true);
    const sent = await get('operator', '/api/documentroute/ownerDocSentCounts?days=7');
    expect(sent).toHaveLength(7);
    expect(sent.reduce((n: number, d: { divisionOrderCount: number }) => n + d.divisionOrderCount, 0)).toBe(4);
    // The owner's 'Division Orders Sent' are the ones it signed and returned (DO-3, yesterday), not
    // the one it returned unsigned (DO-4).
    const returned = await get('owner', '/api/documentroute/ownerDocSentCounts?days=7');
    expect(returned.at(-2)).toMatchObject({ day: utcDay(daysAgo(1)), divisionOrderCount: 1 });
    expect(returned.reduce((n: number, d: { divisionOrderCount: number }) => n + d.divisionOrderCount, 0)).toBe(1);
    const strangerSent = await get('stranger', '/api/documentroute/ownerDocSentCounts?days=7');
    expect(strangerSent.every((d: { divisionOrderCount: number }) => d.divisionOrderCount === 0)).toBe(true);
    const stranger = await get('stranger', '/api/documentroute/ownerDocReceivedCounts');
    expect(
      stranger.every(
        (d: Record<string, unknown>) => Object.values(d).filter((v) => v !== 0 && typeof v === 'number').length === 0,
      ),
    ).toBe(true);
    for (const q of ['days=0', 'days=400', 'days=x']) {
      expect((await status('owner', `/api/documentroute/ownerDocReceivedCounts?${q}`)).statusCode, q).toBe(400);
    }
  });
});
