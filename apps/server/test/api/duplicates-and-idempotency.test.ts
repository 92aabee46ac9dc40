import { DocumentTemplate, ErrorCode, PartyType } from '@docvue/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMetadata, documents, metadataDefinitions } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { invoicePdf, multipart } from '../support/documents.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';
import { moveDocument } from '../support/status-moves.js';

/**
 * Duplicates caught before they cost money, and uploads an ERP may retry (docs/design.md §8).
 */
let t: TestApp;
let vendor: { id: number };
let buyer: { id: number };
let otherBuyer: { id: number };
const users: Record<string, { id: number; token: string; companyId: number }> = {};
const parties: Record<string, number> = {};
let pdf: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeCompany(t.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
  buyer = await makeCompany(t.db, { name: 'Red Mesa Energy Partners', partyTypeIds: [PartyType.Purchaser] });
  otherBuyer = await makeCompany(t.db, { name: 'Caprock Operating', partyTypeIds: [PartyType.Purchaser] });
  for (const [name, companyId] of [
    ['vendor', vendor.id],
    ['buyer', buyer.id],
    ['otherBuyer', otherBuyer.id],
  ] as const) {
    const user = await makeUser(t.db, admin(companyId));
    users[name] = { id: user.id, token: await t.tokenFor(user.id), companyId };
  }
  parties.buyer = (
    await makeParty(t.db, vendor.id, {
      name: 'Red Mesa',
      partyTypeId: PartyType.Purchaser,
      connectedCompanyId: buyer.id,
    })
  ).id;
  parties.otherBuyer = (
    await makeParty(t.db, vendor.id, {
      name: 'Caprock',
      partyTypeId: PartyType.Purchaser,
      connectedCompanyId: otherBuyer.id,
    })
  ).id;
  pdf = await invoicePdf();
}, 120_000);
afterAll(() => t.close());

const as = (who: string) => ({ token: users[who]!.token, companyId: users[who]!.companyId });

function upload(who: string, receivingPartyId: number, opts: { key?: string; bytes?: Uint8Array; name?: string } = {}) {
  const body = multipart(
    { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId },
    { name: opts.name ?? 'invoice.pdf', bytes: opts.bytes ?? pdf },
  );
  return t.call(as(who), {
    method: 'POST',
    url: '/api/documents/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(opts.key !== undefined ? { 'idempotency-key': opts.key } : {}) },
  });
}

/** An invoice of the vendor to `to` with these values (as the sender typed them), sent unless `draft`. */
async function invoice(to: 'buyer' | 'otherBuyer', values: Record<string, string>, draft = false) {
  const res = await upload('vendor', parties[to]!);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().documentId as number;
  await t.app.jobs.idle();
  const [doc] = await t.db.select().from(documents).where(eq(documents.id, id));
  for (const [key, value] of Object.entries(values)) {
    const [definition] = await t.db
      .select({ id: metadataDefinitions.id })
      .from(metadataDefinitions)
      .where(and(eq(metadataDefinitions.documentTypeId, doc!.documentTypeId), eq(metadataDefinitions.key, key)));
    await t.db
      .insert(documentMetadata)
      .values({ documentId: id, definitionId: definition!.id, value })
      .onConflictDoUpdate({ target: [documentMetadata.documentId, documentMetadata.definitionId], set: { value } });
  }
  if (!draft) {
    const receiverCompanyId = to === 'buyer' ? buyer.id : otherBuyer.id;
    await moveDocument(
      t.db,
      id,
      'publish',
      { companyId: vendor.id, userId: users.vendor!.id },
      {
        receiverCompanyId,
        sentAt: new Date(),
      },
    );
  }
  return id;
}

const duplicatesOf = async (who: string, id: number) => {
  const res = await t.call(as(who), { method: 'GET', url: `/api/documents/${id}/duplicates` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { documentId: number; documentNumber: string; matchedOn: string[] }[];
};

describe('duplicates', () => {
  const base = { invoiceTotal: '100.00', invoiceDate: '2026-01-01' };
  let first: number;

  it('flags the same invoice number to the sender, whatever its case, spaces, dashes and leading zeros', async () => {
    first = await invoice('buyer', { ...base, invoiceNumber: 'INV-00123', invoiceDate: '2026-01-02' });
    for (const variant of ['inv 123', 'Inv–0123', '  INV-123 ', 'INV00123', 'in-v-1-2-3']) {
      const draft = await invoice('buyer', { ...base, invoiceNumber: variant, invoiceTotal: '7.00' }, true);
      const found = await duplicatesOf('vendor', draft);
      expect(
        found.map((d) => [d.documentId, d.documentNumber, d.matchedOn]),
        variant,
      ).toContainEqual([first, 'INV-00123', ['invoiceNumber']]);
      await t.call(as('vendor'), { method: 'POST', url: '/api/documents/cancelPublish', payload: { ids: [draft] } });
    }
    for (const different of ['INV-1230', 'INV-12', 'INV-123A']) {
      const draft = await invoice('buyer', { ...base, invoiceNumber: different, invoiceTotal: '8.00' }, true);
      expect(await duplicatesOf('vendor', draft), different).toEqual([]);
      await t.call(as('vendor'), { method: 'POST', url: '/api/documents/cancelPublish', payload: { ids: [draft] } });
    }
  }, 120_000);

  it('flags the same amount, invoice date and PO under another number', async () => {
    const a = await invoice('buyer', {
      invoiceNumber: 'HOS-1',
      invoiceTotal: '1234.50',
      invoiceDate: '2026-02-03',
      poNumber: 'PO-0077',
    });
    const b = await invoice(
      'buyer',
      { invoiceNumber: 'HOS-2', invoiceTotal: '$1,234.5', invoiceDate: '2026-02-03', poNumber: 'po 77' },
      true,
    );
    expect((await duplicatesOf('vendor', b)).map((d) => [d.documentId, d.matchedOn])).toEqual([[a, ['amountDatePo']]]);
    // Another date, another amount or no PO: a different invoice.
    const others: Record<string, string>[] = [
      { invoiceTotal: '1234.50', invoiceDate: '2026-03-03', poNumber: 'PO-0077' },
      { invoiceTotal: '1234.51', invoiceDate: '2026-02-03', poNumber: 'PO-0077' },
      { invoiceTotal: '1234.50', invoiceDate: '2026-02-03' },
    ];
    for (const [i, other] of others.entries()) {
      const c = await invoice('buyer', { invoiceNumber: `HOS-3${i}`, ...other }, true);
      expect(await duplicatesOf('vendor', c)).toEqual([]);
    }
  }, 120_000);

  it('shows the receiver only earlier documents it may open: never one sent to another company, never a draft', async () => {
    const toOther = await invoice('otherBuyer', { ...base, invoiceNumber: 'INV-777' });
    const draft = await invoice('buyer', { ...base, invoiceNumber: 'INV-777' }, true);
    const toBuyer = await invoice('buyer', { ...base, invoiceNumber: 'inv 777' });
    // The sender sees all three of its own.
    expect((await duplicatesOf('vendor', toBuyer)).map((d) => d.documentId).sort()).toEqual([toOther, draft].sort());
    // The buyer sees neither: one went to Caprock, one was never sent.
    expect(await duplicatesOf('buyer', toBuyer)).toEqual([]);
    // A second copy sent to the buyer names the first, which the buyer has.
    const again = await invoice('buyer', { ...base, invoiceNumber: 'INV 0777' });
    expect((await duplicatesOf('buyer', again)).map((d) => d.documentId)).toEqual([toBuyer]);
    expect((await duplicatesOf('otherBuyer', toOther)).map((d) => d.documentId)).toEqual([]);
    // Another company cannot ask at all.
    const refused = await t.call(as('otherBuyer'), { method: 'GET', url: `/api/documents/${again}/duplicates` });
    expect(refused.statusCode).toBe(404);
  }, 120_000);
});

describe('the direction and time a duplicate is named with', () => {
  it('calls the paid original earlier with the time it was paid, and the copy sent after it later', async () => {
    const sentLongAgo = new Date('2026-01-05T10:00:00.000Z');
    const original = await invoice('buyer', { invoiceNumber: 'HOS-5150', invoiceTotal: '2825.00' }, true);
    await moveDocument(
      t.db,
      original,
      'publish',
      { companyId: vendor.id, userId: users.vendor!.id },
      {
        receiverCompanyId: buyer.id,
        sentAt: sentLongAgo,
      },
    );
    const beforePaid = Date.now();
    for (const action of ['approve', 'pay'] as const)
      await moveDocument(t.db, original, action, { companyId: buyer.id, userId: users.buyer!.id });
    const copy = await invoice('buyer', { invoiceNumber: 'HOS 5150', invoiceTotal: '2825.00' });
    type Named = { documentId: number; status: string; relation: string; date: string };

    const fromCopy = (await duplicatesOf('buyer', copy)) as unknown as Named[];
    expect(fromCopy.map((d) => [d.documentId, d.status, d.relation])).toEqual([[original, 'Paid', 'earlier']]);
    // 'Paid' at the time it was paid, not the time it was sent.
    expect(Date.parse(fromCopy[0]!.date)).toBeGreaterThanOrEqual(beforePaid - 1000);

    const fromOriginal = (await duplicatesOf('buyer', original)) as unknown as Named[];
    expect(fromOriginal.map((d) => [d.documentId, d.status, d.relation])).toEqual([[copy, 'Sent', 'later']]);
  }, 120_000);
});

describe('Idempotency-Key on the upload', () => {
  it('answers the first result for the same request and stores one document', async () => {
    const before = await t.db.$count(documents, eq(documents.senderCompanyId, vendor.id));
    const first = await upload('vendor', parties.buyer!, { key: 'erp-batch-42-line-1' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await upload('vendor', parties.buyer!, { key: 'erp-batch-42-line-1' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await t.db.$count(documents, eq(documents.senderCompanyId, vendor.id))).toBe(before + 1);
  });

  it('refuses the same key with another request (422), and another company’s same key is its own', async () => {
    await upload('vendor', parties.buyer!, { key: 'key-7' });
    const other = await upload('vendor', parties.buyer!, { key: 'key-7', name: 'another-name.pdf' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe(ErrorCode.IdempotencyKeyReused);
    const otherParty = await upload('vendor', parties.otherBuyer!, { key: 'key-7' });
    expect(otherParty.statusCode).toBe(422);
    // The buyer company's key 'key-7' is unrelated to the vendor's.
    const buyerParty = await makeParty(t.db, buyer.id, { name: 'Somebody', partyTypeId: PartyType.Vendor });
    const buyers = await upload('buyer', buyerParty.id, { key: 'key-7' });
    expect(buyers.statusCode, buyers.body).toBe(201);
  });

  it('refuses a malformed key before reading the file', async () => {
    for (const key of ['has space', 'x'.repeat(256)]) {
      const res = await upload('vendor', parties.buyer!, { key });
      expect(res.statusCode, key).toBe(400);
    }
  });

  it('forgets a key after 24 hours', async () => {
    const first = await upload('vendor', parties.buyer!, { key: 'old-key' });
    await t.db.execute(
      // The key's row as if it were written a day ago.
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'old-key'`,
    );
    const later = await upload('vendor', parties.buyer!, { key: 'old-key' });
    expect(later.statusCode).toBe(201);
    expect(later.json().documentId).not.toBe(first.json().documentId);
  });
});
