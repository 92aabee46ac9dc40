import { DocumentTemplate, PartyType, Role, RouteStatus } from '@docvue/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentReads,
  documents,
  documentTypes,
  documentVisibility,
  metadataDefinitions,
} from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { makeCompany, makeParty, makeUser } from '../support/factories.js';
import { discardDocument, moveDocument } from '../support/status-moves.js';
import { insertListDocument } from '../support/list-documents.js';

const S = RouteStatus;
const INV = DocumentTemplate.ArInvoice;
const DO = DocumentTemplate.DivisionOrder;

let t: TestApp;
const co = {} as Record<'vendor' | 'purchaser' | 'otherVendor' | 'stranger', { id: number }>;
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};
let vendorInvoices: number[] = [];
let otherVendorInvoice: number;
let strangerDoc: number;
let draftId: number;

type Row = Record<string, unknown> & { id: number; routeStatusId: number | null; isRead: boolean };
interface ListBody {
  columns: { key: string; name: string; metadataType: { id: number } }[];
  rows: Row[];
  totalRecords: number;
  page: number;
  pageSize: number;
}

const get = async (who: string, url: string) => {
  const company = who.replace(/\d+$/, '') as keyof typeof co;
  return t.call({ token: tokens[who], companyId: co[company].id }, { method: 'GET', url });
};
const list = async (who: string, url: string): Promise<ListBody> => {
  const res = await get(who, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  co.vendor = await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  co.purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  co.otherVendor = await makeCompany(t.db, { name: 'Caprock Water Hauling', partyTypeIds: [PartyType.Vendor] });
  co.stranger = await makeCompany(t.db, { name: 'Stranger Operating Co', partyTypeIds: [PartyType.Operator] });
  for (const [who, company] of [
    ['vendor', co.vendor],
    ['vendor2', co.vendor],
    ['purchaser', co.purchaser],
    ['otherVendor', co.otherVendor],
    ['stranger', co.stranger],
  ] as const) {
    const user = await makeUser(t.db, { memberships: { [company.id]: [Role.User] } });
    userIds[who] = user.id;
    tokens[who] = await t.tokenFor(user.id);
  }
  const party = await makeParty(t.db, co.vendor.id, {
    name: 'Red Mesa (AP)',
    partyTypeId: PartyType.Purchaser,
    connectedCompanyId: co.purchaser.id,
  });

  // 30 invoices of the vendor to the purchaser, in several statuses, plus drafts.
  const statuses = [S.Sent, S.Received, S.Approved, S.Paid, S.Rejected];
  vendorInvoices = [];
  for (let i = 0; i < 30; i++) {
    vendorInvoices.push(
      await insertListDocument(t.db, {
        sender: co.vendor.id,
        receiver: co.purchaser.id,
        receivingPartyId: party.id,
        templateId: INV,
        status: statuses[i % statuses.length]!,
        values: {
          invoiceNumber: `HOS-${String(1000 + i)}`,
          invoiceTotal: (i * 37.5 + 9.5).toFixed(2),
          docPurchaserName: 'Red Mesa Energy Partners',
          invoiceDate: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`,
          paymentTerms: 'Net 30',
        },
        pageText: `INVOICE HOS-${1000 + i} secretword${i} hot oil unit`,
      }),
    );
  }
  draftId = await insertListDocument(t.db, {
    sender: co.vendor.id,
    receivingPartyId: party.id,
    templateId: INV,
    status: S.Pending,
    values: { invoiceNumber: 'HOS-DRAFT' },
  });
  otherVendorInvoice = await insertListDocument(t.db, {
    sender: co.otherVendor.id,
    receiver: co.purchaser.id,
    templateId: INV,
    status: S.Sent,
    values: { invoiceNumber: 'CWH-77' },
  });
  strangerDoc = await insertListDocument(t.db, {
    sender: co.stranger.id,
    templateId: DO,
    status: S.New,
    values: { docDivisionOrderNumber: 'DO-1', DivisionOrderResponseStatus: 'Returned Signed' },
  });
  // The purchaser names the invoice number its own way: received documents use its instance.
  const [pType] = await t.db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(and(eq(documentTypes.companyId, co.purchaser.id), eq(documentTypes.templateId, INV)));
  await t.db
    .update(metadataDefinitions)
    .set({ name: 'Vendor Invoice #' })
    .where(and(eq(metadataDefinitions.documentTypeId, pType!.id), eq(metadataDefinitions.key, 'invoiceNumber')));
});
afterAll(() => t.close());

describe('GET /documentroute/all/{documentTypeId}', () => {
  it('lists both sides of one template, newest first, with the columns of the company’s instance', async () => {
    const body = await list('vendor', `/api/documentroute/all/${INV}`);
    expect(body.totalRecords).toBe(31);
    expect(body.pageSize).toBe(25);
    expect(body.rows).toHaveLength(25);
    const ids = body.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBe(draftId);
    const keys = body.columns.map((c) => c.key);
    expect(keys.slice(0, 3)).toEqual(['invoiceNumber', 'invoiceDate', 'serviceDate']);
    expect(keys).toEqual(expect.arrayContaining(['senderCompanyName', 'receiverName', 'routeStatusName', 'sentAt']));
    // Fields hidden in lists are not columns.
    expect(keys).not.toContain('paymentTerms');
    expect(keys).not.toContain('remarks');
    const row = body.rows.find((r) => r.id === vendorInvoices[29])!;
    expect(row).toMatchObject({
      id: vendorInvoices[29],
      routeStatusId: S.Rejected,
      isRead: false,
      side: 'sender',
      documentTypeTemplateId: INV,
      invoiceNumber: 'HOS-1029',
      invoiceTotal: '1097.00',
      senderCompanyName: 'Hot Oil Services LLC',
      receiverName: 'Red Mesa Energy Partners',
      routeStatusName: 'Rejected',
    });
    expect(row).not.toHaveProperty('paymentTerms');
  });

  it('never returns page text', async () => {
    const res = await get('vendor', `/api/documentroute/all/${INV}?pageSize=100`);
    expect(res.body).not.toMatch(/secretword|hot oil unit/);
  });

  it('shows received documents with the receiver’s own column names; the sender’s drafts stay out', async () => {
    const body = await list('purchaser', `/api/documentroute/all/${INV}?pageSize=100`);
    expect(body.totalRecords).toBe(31);
    expect(body.rows.map((r) => r.id)).toContain(otherVendorInvoice);
    expect(body.rows.map((r) => r.id)).not.toContain(draftId);
    expect(body.columns.find((c) => c.key === 'invoiceNumber')?.name).toBe('Vendor Invoice #');
    const row = body.rows.find((r) => r.id === vendorInvoices[0])!;
    expect(row).toMatchObject({
      side: 'receiver',
      invoiceNumber: 'HOS-1000',
      receiverName: 'Red Mesa Energy Partners',
    });
  });

  it('the sender sees its own party record as recipient of a draft; the receiver never sees it', async () => {
    const body = await list('vendor', `/api/documentroute/all/${INV}`);
    expect(body.rows.find((r) => r.id === draftId)).toMatchObject({ receiverName: 'Red Mesa (AP)', sentAt: null });
    const all = await get('purchaser', `/api/documentroute/?pageSize=100`);
    expect(all.body).not.toContain('Red Mesa (AP)');
  });

  it('pages by page number and by keyset, with the same rows', async () => {
    const page2 = await list('vendor', `/api/documentroute/all/${INV}?page=2&pageSize=25`);
    expect(page2.page).toBe(2);
    expect(page2.rows).toHaveLength(6);
    const page1 = await list('vendor', `/api/documentroute/all/${INV}?page=1&pageSize=25`);
    const after = page1.rows.at(-1)!.id;
    const keyset = await list('vendor', `/api/documentroute/all/${INV}?afterId=${after}&pageSize=25`);
    expect(keyset.rows.map((r) => r.id)).toEqual(page2.rows.map((r) => r.id));
    const beyond = await list('vendor', `/api/documentroute/all/${INV}?page=9`);
    expect(beyond).toMatchObject({ rows: [], totalRecords: 31 });
  });

  it('filters by route status when documentRouteStatusId > 0', async () => {
    const rejected = await list('vendor', `/api/documentroute/all/${INV}?documentRouteStatusId=${S.Rejected}`);
    expect(rejected.totalRecords).toBe(6);
    expect(rejected.rows.every((r) => r.routeStatusId === S.Rejected)).toBe(true);
    const all = await list('vendor', `/api/documentroute/all/${INV}?documentRouteStatusId=0`);
    expect(all.totalRecords).toBe(31);
  });

  it('sorts by any column, typed: amounts as numbers, names as text, empty values last', async () => {
    const byTotal = await list(
      'vendor',
      `/api/documentroute/all/${INV}?sortBy=invoiceTotal&sortDirection=asc&pageSize=50`,
    );
    const totals = byTotal.rows.map((r) => r.invoiceTotal as string | null);
    expect(totals[0]).toBe('9.50');
    expect(totals[1]).toBe('47.00');
    expect(totals.at(-1)).toBeNull(); // the draft has no total
    const numbers = totals.filter((v): v is string => v !== null).map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const desc = await list('vendor', `/api/documentroute/all/${INV}?sortBy=invoiceTotal&sortDirection=desc`);
    expect(desc.rows[0]!.invoiceTotal).toBe('1097.00');

    const byStatus = await list('vendor', `/api/documentroute/all/${INV}?sortBy=routeStatusName&pageSize=50`);
    const names = byStatus.rows.map((r) => r.routeStatusName as string);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));

    const bySent = await list('vendor', `/api/documentroute/all/${INV}?sortBy=sentAt&sortDirection=asc&pageSize=50`);
    expect(bySent.rows.at(-1)!.id).toBe(draftId);
    const byFile = await list('purchaser', `/api/documentroute/all/${INV}?sortBy=senderCompanyName&sortDirection=asc`);
    expect(byFile.rows[0]!.senderCompanyName).toBe('Caprock Water Hauling');
  });

  it('refuses bad parameters with a clear 400, never a 500', async () => {
    const cases: [string, RegExp][] = [
      ['?sortBy=nope', /sortBy must be id or one of the column keys: invoiceNumber/],
      ['?sortBy=drop%20table', /sortBy/],
      ['?pageSize=30', /pageSize must be one of 25, 50, 75, 100, 100000/],
      ['?page=0', /page/],
      ['?page=abc', /page/],
      ['?sortDirection=up', /sortDirection/],
      ['?documentRouteStatusId=12', /documentRouteStatusId/],
      ['?sortBy=invoiceTotal&afterId=5', /afterId goes only with the default sort/],
    ];
    for (const [query, message] of cases) {
      const res = await get('vendor', `/api/documentroute/all/${INV}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toMatch(message);
    }
    expect((await get('vendor', '/api/documentroute/all/abc')).statusCode).toBe(400);
    const unknown = await get('vendor', '/api/documentroute/all/999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('The document type was not found.');
    const statusElsewhere = await get('vendor', `/api/documentroute/inbox?documentRouteStatusId=5`);
    expect(statusElsewhere.statusCode).toBe(400);
  });

  it('hides DivisionOrderResponseStatus in the division order list', async () => {
    const body = await list('stranger', `/api/documentroute/all/${DO}`);
    expect(body.columns.map((c) => c.key)).not.toContain('DivisionOrderResponseStatus');
    expect(body.columns.map((c) => c.key)).toContain('docDivisionOrderNumber');
    expect(body.rows).toEqual([expect.objectContaining({ id: strangerDoc, docDivisionOrderNumber: 'DO-1' })]);
    expect(JSON.stringify(body.rows)).not.toContain('Returned Signed');
  });
});

describe('GET /documentroute/, /sent, /inbox', () => {
  it('everything visible, mixed types, with type name and document number', async () => {
    const body = await list('vendor', '/api/documentroute/?pageSize=100');
    expect(body.totalRecords).toBe(31);
    expect(body.columns.map((c) => c.key)).toEqual([
      'documentTypeName',
      'documentNumber',
      'senderCompanyName',
      'receiverName',
      'routeStatusName',
      'sentAt',
      'fileName',
    ]);
    expect(body.rows.find((r) => r.id === draftId)).toMatchObject({
      documentTypeName: 'AR Invoice',
      documentNumber: 'HOS-DRAFT',
      routeStatusName: 'Pending',
    });
  });

  it('sent: what the company published, never its drafts', async () => {
    const body = await list('vendor', '/api/documentroute/sent?pageSize=100');
    expect(body.totalRecords).toBe(30);
    expect(body.rows.map((r) => r.id)).not.toContain(draftId);
    expect(body.rows.every((r) => r.side === 'sender')).toBe(true);
    expect((await list('purchaser', '/api/documentroute/sent')).totalRecords).toBe(0);
  });

  it('inbox: what the company received', async () => {
    const body = await list(
      'purchaser',
      '/api/documentroute/inbox?pageSize=50&sortBy=documentNumber&sortDirection=asc',
    );
    expect(body.totalRecords).toBe(31);
    expect(body.rows[0]!.documentNumber).toBe('CWH-77');
    expect(body.rows.every((r) => r.side === 'receiver')).toBe(true);
    expect((await list('vendor', '/api/documentroute/inbox')).totalRecords).toBe(0);
  });

  it('all rows (pageSize 100000) are streamed as one JSON result set', async () => {
    const res = await get('purchaser', '/api/documentroute/inbox?pageSize=100000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json() as ListBody;
    expect(body.totalRecords).toBe(31);
    expect(body.rows).toHaveLength(31);
    expect(body.rows.map((r) => r.id)).toEqual([...body.rows.map((r) => r.id)].sort((a, b) => b - a));
    const sorted = (await get('purchaser', '/api/documentroute/inbox?pageSize=100000&sortBy=documentNumber')).json();
    expect(sorted.rows[0].documentNumber).toBe('HOS-1029');
  });

  it('isRead is per user', async () => {
    await t.db.insert(documentReads).values({ documentId: vendorInvoices[3]!, userId: userIds.vendor! });
    const mine = await list('vendor', '/api/documentroute/sent?pageSize=100');
    expect(mine.rows.find((r) => r.id === vendorInvoices[3])!.isRead).toBe(true);
    const colleague = await list('vendor2', '/api/documentroute/sent?pageSize=100');
    expect(colleague.rows.find((r) => r.id === vendorInvoices[3])!.isRead).toBe(false);
  });
});

describe('GET /documentroute/…?query=', () => {
  const inbox = (query: string, rest = '') =>
    list('purchaser', `/api/documentroute/inbox?query=${encodeURIComponent(query)}${rest}`);

  it('keeps the documents whose number starts with the typed words, in counts and pages', async () => {
    const body = await inbox('HOS-100', '&pageSize=50');
    expect(body.totalRecords).toBe(10);
    expect(body.rows.map((r) => r.documentNumber)).toEqual(Array.from({ length: 10 }, (_, i) => `HOS-${1009 - i}`));
    const sorted = await inbox('hos-100', '&sortBy=documentNumber&sortDirection=asc');
    expect(sorted.rows.map((r) => r.documentNumber).slice(0, 2)).toEqual(['HOS-1000', 'HOS-1001']);
    const second = await inbox('hos', '&page=2');
    expect(second.totalRecords).toBe(30);
    expect(second.rows).toHaveLength(5);
  });

  it('matches the words of a party name', async () => {
    const body = await inbox('caprock');
    expect(body.totalRecords).toBe(1);
    expect(body.rows).toEqual([expect.objectContaining({ id: otherVendorInvoice, documentNumber: 'CWH-77' })]);
    const hot = await inbox('hot oil serv');
    expect(hot.totalRecords).toBe(30);
    expect(hot.rows.map((r) => r.senderCompanyName)).toEqual(Array(25).fill('Hot Oil Services LLC'));
  });

  it('never matches another company’s documents', async () => {
    expect((await inbox('DO-1')).totalRecords).toBe(0);
    expect((await inbox('stranger')).totalRecords).toBe(0);
    expect((await list('stranger', '/api/documentroute/?query=HOS')).totalRecords).toBe(0);
    expect((await list('otherVendor', '/api/documentroute/?query=HOS')).totalRecords).toBe(0);
    expect((await list('vendor', '/api/documentroute/inbox?query=caprock')).totalRecords).toBe(0);
    const own = await list('otherVendor', '/api/documentroute/?query=CWH');
    expect(own.rows.map((r) => r.id)).toEqual([otherVendorInvoice]);
  });

  it('lists everything when nothing searchable is typed', async () => {
    expect((await inbox('  -- ./ ')).totalRecords).toBe(31);
    expect((await inbox('')).totalRecords).toBe(31);
  });

  it('refuses a query longer than 200 characters', async () => {
    const res = await get('purchaser', `/api/documentroute/inbox?query=${'a'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/query must be at most 200 characters/);
    expect((await inbox('a'.repeat(200))).totalRecords).toBe(0);
  });
});

describe('tenancy', () => {
  it('a company never sees another’s rows or counts in any list', async () => {
    const vendorIds = new Set([...vendorInvoices, draftId]);
    for (const url of [
      '/api/documentroute/',
      '/api/documentroute/sent',
      '/api/documentroute/inbox',
      `/api/documentroute/all/${INV}`,
    ]) {
      const stranger = await list('stranger', `${url}?pageSize=100`);
      expect(
        stranger.rows.filter((r) => vendorIds.has(r.id) || r.id === otherVendorInvoice),
        url,
      ).toEqual([]);
      if (!url.endsWith('/')) expect(stranger.totalRecords, url).toBe(0);
      const other = await list('otherVendor', `${url}?pageSize=100`);
      expect(
        other.rows.filter((r) => vendorIds.has(r.id)),
        url,
      ).toEqual([]);
      const vendor = await list('vendor', `${url}?pageSize=100`);
      expect(
        vendor.rows.map((r) => r.id),
        url,
      ).not.toContain(otherVendorInvoice);
      expect(
        vendor.rows.map((r) => r.id),
        url,
      ).not.toContain(strangerDoc);
    }
    expect((await list('stranger', '/api/documentroute/')).totalRecords).toBe(1);
  });

  it('a wrong company header or no token is refused', async () => {
    const res = await t.call(
      { token: tokens.stranger, companyId: co.vendor.id },
      { method: 'GET', url: '/api/documentroute/' },
    );
    expect(res.statusCode).toBe(403);
    expect((await t.call(undefined, { method: 'GET', url: '/api/documentroute/' })).statusCode).toBe(401);
  });

  it('the visibility rows follow publish, status changes and cancel in the same transaction', async () => {
    // Written to the database by hand: the lists show it once the change is announced (list-index.test.ts).
    const soon = { timeout: 5000, interval: 20 };
    const idsIn = async (who: 'vendor' | 'purchaser', url: string) => (await list(who, url)).rows.map((r) => r.id);
    const id = await insertListDocument(t.db, { sender: co.vendor.id, templateId: INV, status: null });
    expect(await idsIn('purchaser', '/api/documentroute/inbox?pageSize=100')).not.toContain(id);
    const vendor = { companyId: co.vendor.id, userId: userIds.vendor! };
    await moveDocument(t.db, id, 'publish', vendor, { receiverCompanyId: co.purchaser.id, sentAt: new Date() });
    await expect.poll(() => idsIn('purchaser', '/api/documentroute/inbox?pageSize=100'), soon).toContain(id);
    const inbox = await list('purchaser', '/api/documentroute/inbox?pageSize=100');
    expect(inbox.rows.find((r) => r.id === id)).toMatchObject({ routeStatusId: S.Sent });
    await moveDocument(t.db, id, 'approve', { companyId: co.purchaser.id, userId: userIds.purchaser! });
    const approved = `/api/documentroute/all/${INV}?documentRouteStatusId=${S.Approved}&pageSize=100`;
    await expect.poll(() => idsIn('purchaser', approved), soon).toContain(id);
    await discardDocument(t.db, id);
    await expect.poll(() => idsIn('purchaser', '/api/documentroute/inbox?pageSize=100'), soon).not.toContain(id);
    await expect.poll(() => idsIn('vendor', '/api/documentroute/?pageSize=100'), soon).not.toContain(id);
  });

  it('the visibility table holds exactly the companies of the visibility rule', async () => {
    const rows = await t.db.select().from(documentVisibility);
    const docs = await t.db.select().from(documents);
    for (const company of Object.values(co)) {
      const expected = docs
        .filter((d) => d.deletedAt === null && (d.senderCompanyId === company.id || d.receiverCompanyId === company.id))
        .map((d) => d.id)
        .sort();
      const actual = rows
        .filter((r) => r.companyId === company.id)
        .map((r) => r.documentId)
        .sort();
      expect(actual).toEqual(expected);
      // And the same through the rule's own SQL.
      const viaRule = await t.db
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            isNull(documents.deletedAt),
            or(eq(documents.senderCompanyId, company.id), eq(documents.receiverCompanyId, company.id)),
          ),
        );
      expect(viaRule.map((r) => r.id).sort()).toEqual(expected);
    }
    const [mismatch] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(documentVisibility)
      .innerJoin(documents, eq(documents.id, documentVisibility.documentId))
      .where(
        sql`${documentVisibility.routeStatusId} is distinct from ${documents.routeStatusId} or ${documentVisibility.templateId} <> ${documents.templateId}`,
      );
    const n = mismatch!.n;
    expect(n).toBe(0);
  });
});
