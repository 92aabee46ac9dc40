import { DocumentTemplate, PartyType, Role, RouteStatus } from '@docvue/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentTypes } from '../../src/db/schema/index.js';
import { identifierKeys, nameKeys, nameWeightedMetadataTypeIds } from '../../src/document-index/fields.js';
import { documentTemplates } from '../../src/modules/document-types/templates/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart } from '../support/documents.js';
import { makeCompany, makeParty, makeUser } from '../support/factories.js';
import { discardDocument, moveDocument } from '../support/status-moves.js';
import { insertListDocument } from '../support/list-documents.js';

const S = RouteStatus;
const INV = DocumentTemplate.ArInvoice;

let t: TestApp;
const co = {} as Record<'vendor' | 'purchaser' | 'otherVendor' | 'stranger', { id: number }>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let partyId: number;

type Highlight = { key: string; name: string; segments: { text: string; match: boolean }[] };
type Row = Record<string, unknown> & { id: number; highlights: Highlight[] };
interface SearchBody {
  rows: Row[];
  totalRecords: number;
  totalIsCapped: boolean;
  columns: { key: string }[];
  pageSize: number;
}
interface Hit {
  id: number;
  text: string;
  documentTypeName: string;
}

const userIds: Partial<Record<keyof typeof co, number>> = {};
const call = (who: keyof typeof co) => ({ token: tokens[who], companyId: co[who].id });
async function search(who: keyof typeof co, querySearchTerm: string, extra: object = {}): Promise<SearchBody> {
  const res = await t.call(call(who), {
    method: 'POST',
    url: '/api/search',
    payload: { querySearchTerm, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function typeahead(who: keyof typeof co, query: string): Promise<Hit[]> {
  const res = await t.call(call(who), { method: 'GET', url: `/api/typeahead?query=${encodeURIComponent(query)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const idsOf = (b: SearchBody | Hit[]) => ('rows' in b ? b.rows : b).map((r) => r.id);
const marked = (h: Highlight | undefined) => h?.segments.filter((s) => s.match).map((s) => s.text);

beforeAll(async () => {
  t = await createTestApp();
  co.vendor = await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  co.purchaser = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  co.otherVendor = await makeCompany(t.db, { name: 'Caprock Water Hauling', partyTypeIds: [PartyType.Vendor] });
  co.stranger = await makeCompany(t.db, { name: 'Stranger Operating Co', partyTypeIds: [PartyType.Operator] });
  for (const who of Object.keys(co) as (keyof typeof co)[]) {
    const user = await makeUser(t.db, { memberships: { [co[who].id]: [Role.User] } });
    userIds[who] = user.id;
    tokens[who] = await t.tokenFor(user.id);
  }
  partyId = (
    await makeParty(t.db, co.vendor.id, {
      name: 'Quokka Purchasing Desk',
      partyTypeId: PartyType.Purchaser,
      connectedCompanyId: co.purchaser.id,
    })
  ).id;
  const invoice = (sender: number, receiver: number | null, number: string, pageText: string, extra = {}) =>
    insertListDocument(t.db, {
      sender,
      receiver,
      receivingPartyId: sender === co.vendor.id ? partyId : null,
      templateId: INV,
      status: receiver ? S.Sent : S.Pending,
      values: { invoiceNumber: number, docPurchaserName: 'Red Mesa Energy Partners', ...extra },
      pageText,
    });
  ids.v1 = await invoice(
    co.vendor.id,
    co.purchaser.id,
    'HOS-24017',
    'INVOICE HOS-24017 Mileage from the Midland yard',
    {
      invoiceTotal: '1,870.00',
    },
  );
  ids.v2 = await invoice(
    co.vendor.id,
    co.purchaser.id,
    'HOS-24018',
    'Credit for invoice HOS-24017, hot oil unit 8 hrs',
  );
  ids.x1 = await invoice(co.otherVendor.id, co.purchaser.id, 'CWH-500', 'Frac tank rental, Zanzibarite treatment');
  ids.s1 = await insertListDocument(t.db, {
    sender: co.stranger.id,
    templateId: INV,
    status: S.New,
    values: { invoiceNumber: 'STR-1' },
    pageText: 'Zanzibarite inventory, HOS-24017 mentioned by a stranger',
  });
});
afterAll(() => t.close());

describe('POST /search', () => {
  it('ranks a document number above the same words in page text, and marks the matching words', async () => {
    const body = await search('vendor', 'HOS-24017');
    expect(idsOf(body)).toEqual([ids.v1, ids.v2]);
    expect(body.totalRecords).toBe(2);
    expect(body.totalIsCapped).toBe(false);
    expect(body.columns.map((c) => c.key)).toContain('documentNumber');
    const [first, second] = body.rows;
    expect(first).toMatchObject({ documentNumber: 'HOS-24017', documentTypeTemplateId: INV, side: 'sender' });
    expect(marked(first!.highlights.find((h) => h.key === 'invoiceNumber'))).toEqual(['HOS', '24017']);
    expect(first!.highlights.find((h) => h.key === 'invoiceNumber')!.name).toBe('Invoice #');
    const ocr = second!.highlights.find((h) => h.key === 'ocrText')!;
    expect(ocr.name).toBe('Document text');
    expect(marked(ocr)).toEqual(['HOS', '24017']);
    expect(ocr.segments.map((s) => s.text).join('')).toContain('Credit for invoice HOS-24017, hot oil unit');
  });

  it('finds amounts, dates, names and file names; websearch syntax works', async () => {
    expect(idsOf(await search('vendor', '1870.00'))).toEqual([ids.v1]);
    expect(idsOf(await search('vendor', '$1,870.00'))).toEqual([ids.v1]);
    expect(idsOf(await search('vendor', '"hot oil" -mileage'))).toEqual([ids.v2]);
    expect(idsOf(await search('vendor', 'mileage or frac'))).toEqual([ids.v1]);
    const byName = await search('purchaser', 'hot oil services');
    expect(idsOf(byName).sort()).toEqual([ids.v1, ids.v2].sort());
    expect(marked(byName.rows[0]!.highlights.find((h) => h.key === 'senderCompanyName'))).toEqual([
      'Hot',
      'Oil',
      'Services',
    ]);
  });

  it('never finds another company’s documents, through values, names or page text', async () => {
    expect(idsOf(await search('purchaser', 'HOS-24017')).sort()).toEqual([ids.v1, ids.v2].sort());
    expect(idsOf(await search('otherVendor', 'HOS-24017'))).toEqual([]);
    expect(idsOf(await search('stranger', 'HOS-24017'))).toEqual([ids.s1]);
    // A word only in the page text of two companies' documents.
    expect(idsOf(await search('purchaser', 'zanzibarite'))).toEqual([ids.x1]);
    expect(idsOf(await search('stranger', 'zanzibarite'))).toEqual([ids.s1]);
    expect(idsOf(await search('vendor', 'zanzibarite'))).toEqual([]);
    expect((await search('vendor', 'zanzibarite')).totalRecords).toBe(0);
    // The sender's own party record is not searchable by the receiver.
    expect(idsOf(await search('purchaser', 'quokka'))).toEqual([]);
    expect(idsOf(await search('stranger', 'hot oil'))).toEqual([]);
  });

  it('finds an uploaded PDF by a word of its pages once OCR has read it, on both sides once sent', async () => {
    const body = multipart(
      { documentTypeId: INV, receivingPartyId: partyId },
      {
        name: 'HOS-31000.pdf',
        bytes: await invoicePdf({ invoiceNumber: 'HOS-31000', wellLease: 'Quillfeather Unit 7' }),
      },
    );
    const up = await t.call(call('vendor'), { method: 'POST', url: '/api/documents/upload', ...body });
    expect(up.statusCode).toBe(201);
    const id = up.json().documentId as number;
    await t.app.jobs.idle();
    const found = await search('vendor', 'quillfeather');
    expect(idsOf(found)).toEqual([id]);
    expect(marked(found.rows[0]!.highlights.find((h) => h.key === 'ocrText'))).toEqual(['Quillfeather']);
    expect(idsOf(await search('purchaser', 'quillfeather'))).toEqual([]);
    // Sent (as publish does): the receiver finds it too, the stranger still not.
    await moveDocument(
      t.db,
      id,
      'publish',
      { companyId: co.vendor.id, userId: userIds.vendor! },
      {
        receiverCompanyId: co.purchaser.id,
        sentAt: new Date(),
      },
    );
    // Moved straight in the database, not through a call of this process (which forgets the kept
    // searches before it answers): the change shows once the database has announced it, as one
    // made by another process does. On a PostgreSQL server that announcement may come after the
    // next request (CI, 2026-11-27: the purchaser's search still found nothing).
    const shows = (as: keyof typeof co, ids: number[]) =>
      vi.waitFor(async () => expect(idsOf(await search(as, 'quillfeather'))).toEqual(ids), { timeout: 5_000 });
    await shows('purchaser', [id]);
    expect(idsOf(await search('stranger', 'quillfeather'))).toEqual([]);
    // Cancelled documents are found by nobody.
    await discardDocument(t.db, id);
    await shows('vendor', []);
    await shows('purchaser', []);
  });

  it('finds values saved through the API at once', async () => {
    const res = await t.call(call('stranger'), {
      method: 'PUT',
      url: `/api/documents/${ids.s1}`,
      payload: { metadata: [{ key: 'poNumber', value: 'PO-Wombat-9' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(idsOf(await search('stranger', 'wombat'))).toEqual([ids.s1]);
    expect(idsOf(await search('purchaser', 'wombat'))).toEqual([]);
  });

  it('finds a resubmitted invoice’s new version by its copied values, in lists too', async () => {
    const rejected = await insertListDocument(t.db, {
      sender: co.stranger.id,
      templateId: INV,
      status: S.Rejected,
      values: { invoiceNumber: 'STR-NUMBAT-1' },
      pageText: 'numbat page',
    });
    const res = await t.call(call('stranger'), { method: 'POST', url: `/api/documents/${rejected}/resubmit` });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().id as number;
    expect(idsOf(await search('stranger', 'STR-NUMBAT-1'))).toEqual([copy, rejected]);
    const list = await t.call(call('stranger'), { method: 'GET', url: `/api/documentroute/all/${INV}` });
    expect(list.json().rows.slice(0, 2)).toEqual([
      expect.objectContaining({ id: copy, invoiceNumber: 'STR-NUMBAT-1', routeStatusId: S.Pending }),
      expect.objectContaining({ id: rejected, routeStatusId: S.Resubmitted }),
    ]);
  });

  it('pages, and says when more matches exist than are ranked', async () => {
    const [type] = await t.db
      .select({ id: documentTypes.id })
      .from(documentTypes)
      .where(eq(documentTypes.companyId, co.otherVendor.id));
    await t.db.execute(sql`
      insert into documents (sender_company_id, document_type_id, template_id, route_status_id, file_name)
      select ${co.otherVendor.id}, ${type!.id}, ${INV}, ${S.New}, 'bulk-' || g || '-walrus.pdf'
      from generate_series(1, 1001) g`);
    const first = await search('otherVendor', 'walrus');
    expect(first).toMatchObject({ totalRecords: 1000, totalIsCapped: true, pageSize: 25 });
    expect(first.rows).toHaveLength(25);
    const last = await search('otherVendor', 'walrus', { page: 2, pageSize: 500 });
    expect(last.rows).toHaveLength(500);
    expect(new Set([...idsOf(first), ...idsOf(last)]).size).toBe(525);
    expect((await search('otherVendor', 'walrus', { page: 3, pageSize: 500 })).rows).toEqual([]);
    expect((await search('purchaser', 'walrus')).totalRecords).toBe(0);
  });

  it('refuses bad requests with a clear 400 and answers an unsearchable term with no rows', async () => {
    const bad: [object, RegExp][] = [
      [{ querySearchTerm: '' }, /Type something to search for/],
      [{ querySearchTerm: '   ' }, /Type something to search for/],
      [{}, /querySearchTerm/],
      [{ querySearchTerm: 'x', pageSize: 30 }, /pageSize must be one of 25, 50, 75, 100, 500/],
      [{ querySearchTerm: 'x', page: 0 }, /page/],
      [{ querySearchTerm: 'x'.repeat(201) }, /querySearchTerm/],
    ];
    for (const [payload, message] of bad) {
      const res = await t.call(call('vendor'), { method: 'POST', url: '/api/search', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    for (const term of ['!!!', '-', "'", '\\', '@c1', '"', 'or', '&|!:*()']) {
      const res = await t.call(call('vendor'), {
        method: 'POST',
        url: '/api/search',
        payload: { querySearchTerm: term },
      });
      expect(res.statusCode, term).toBe(200);
      expect(
        idsOf(res.json()).filter((id: number) => id === ids.s1 || id === ids.x1),
        term,
      ).toEqual([]);
    }
    expect((await search('vendor', '@c' + co.stranger.id)).totalRecords).toBe(0);
  });
});

describe('GET /typeahead', () => {
  it('suggests the newest documents whose number begins with what is typed', async () => {
    const hits = await typeahead('vendor', 'HOS-24017');
    expect(hits).toEqual([
      {
        id: ids.v1,
        text: 'HOS-24017 · Red Mesa Energy Partners',
        documentTypeName: 'AR Invoice',
        documentTypeTemplateId: INV,
        routeStatusId: S.Sent,
      },
    ]);
    expect(idsOf(await typeahead('vendor', 'hos 2401'))).toEqual([ids.v2, ids.v1]);
    expect(idsOf(await typeahead('vendor', '24017'))).toEqual([ids.v1]);
    expect(idsOf(await typeahead('vendor', 'hos'))).toEqual([ids.v2, ids.v1]);
  });

  it('suggests by the other party’s name, never by the company’s own', async () => {
    const hits = await typeahead('purchaser', 'hot oil');
    expect(hits.map((h) => h.text).sort()).toEqual([
      'HOS-24017 · Hot Oil Services LLC',
      'HOS-24018 · Hot Oil Services LLC',
    ]);
    expect(await typeahead('purchaser', 'red mesa')).toEqual([]);
    expect(idsOf(await typeahead('vendor', 'red mes'))).toEqual([ids.v2, ids.v1]);
  });

  it('never suggests another company’s documents, nor the sender’s party records to the receiver', async () => {
    expect(await typeahead('stranger', 'hos')).toEqual([]);
    expect(await typeahead('otherVendor', 'hot')).toEqual([]);
    expect(await typeahead('purchaser', 'quokka')).toEqual([]);
    expect(idsOf(await typeahead('vendor', 'quokka'))).toEqual([ids.v2, ids.v1]);
    const own = idsOf(await typeahead('stranger', 'str'));
    expect(own).toContain(ids.s1);
    expect(own.filter((id) => [ids.v1, ids.v2, ids.x1].includes(id))).toEqual([]);
    expect(await typeahead('stranger', 'zanz')).toEqual([]);
  });

  it('answers at most ten, and refuses a missing or too long query', async () => {
    expect(await typeahead('otherVendor', 'bulk')).toEqual([]);
    for (let i = 0; i < 12; i++) {
      await insertListDocument(t.db, {
        sender: co.otherVendor.id,
        templateId: INV,
        status: S.New,
        values: { invoiceNumber: `CWH-9${i}` },
      });
    }
    // Older than the company's newest 500 documents: found through the index.
    expect(idsOf(await typeahead('otherVendor', 'cwh-50'))).toEqual([ids.x1]);
    expect(idsOf(await typeahead('otherVendor', 'cwh 500 '))).toEqual([ids.x1]);
    expect(await typeahead('otherVendor', 'cwh 50 ')).toEqual([]);
    const hits = await typeahead('otherVendor', 'cwh-9');
    expect(hits).toHaveLength(10);
    expect(idsOf(hits)).toEqual([...idsOf(hits)].sort((a, b) => b - a));
    for (const url of ['/api/typeahead', '/api/typeahead?query=', `/api/typeahead?query=${'a'.repeat(101)}`]) {
      const res = await t.call(call('vendor'), { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toMatch(/query/);
    }
    for (const q of ['---', "'", '\\', ':*', '!']) expect(await typeahead('vendor', q), q).toEqual([]);
  });
});

describe('search fields', () => {
  it('name keys and party types that exist in the templates; the SQL function uses the same lists as the metadata-kind table', async () => {
    const keys = new Set(documentTemplates.flatMap((tpl) => tpl.metadataDefinitions.map((d) => d.key)));
    for (const k of [...identifierKeys, ...nameKeys]) expect(keys, k).toContain(k);
    const [row] = await t.db
      .select({ def: sql<string>`pg_get_functiondef('docvue_document_texts(integer)'::regprocedure)` })
      .from(sql`(select 1) as one`);
    for (const k of [...identifierKeys, ...nameKeys]) expect(row!.def).toContain(`'${k}'`);
    // The metadata types the SQL weighs as names are exactly those the metadata-kind table weighs B.
    const inSql = [...row!.def.matchAll(/metadata_type_id\s*(?:=\s*ANY|<>\s*ALL)\s*\(ARRAY\[([\d,\s]+)\]/g)].map((m) =>
      m[1]!.split(',').map((n) => Number(n.trim())),
    );
    expect(inSql.length).toBeGreaterThan(0);
    for (const ids of inSql) expect([...ids].sort((a, b) => a - b)).toEqual(nameWeightedMetadataTypeIds);
  });
});
