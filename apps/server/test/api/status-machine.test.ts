import { DocumentTemplate, PartyType, Role, RouteStatus } from '@docvue/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireVisibleDocument } from '../../src/access/documents.js';
import { documentHistory, documents, documentTypes } from '../../src/db/schema/index.js';
import { applyTransition } from '../../src/modules/status-machine/status-machine.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { makeCompany, makeParty, makeUser } from '../support/factories.js';
import { insertListDocument } from '../support/list-documents.js';
import { moveDocument } from '../support/status-moves.js';

let t: TestApp;
let vendor: { id: number };
let purchaser: { id: number };
let vendorUser: number;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeCompany(t.db, { partyTypeIds: [PartyType.Vendor] });
  purchaser = await makeCompany(t.db, { partyTypeIds: [PartyType.Purchaser] });
  vendorUser = (await makeUser(t.db, { memberships: { [vendor.id]: [Role.User] } })).id;
  await makeParty(t.db, vendor.id, { partyTypeId: PartyType.Purchaser, connectedCompanyId: purchaser.id });
});
afterAll(() => t.close());

/** The database's own message (drizzle wraps it in "Failed query: …"). */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (err) {
    const e = err as Error & { cause?: Error };
    return e.cause?.message ?? e.message;
  }
  return 'not refused';
}

const statusOf = async (id: number) =>
  (await t.db.select({ s: documents.routeStatusId }).from(documents).where(eq(documents.id, id)))[0]!.s;

describe('the status machine is the only writer of route_status_id', () => {
  it('the database refuses a status change made outside it, and keeps the status', async () => {
    const id = await insertListDocument(t.db, { sender: vendor.id, templateId: DocumentTemplate.ArInvoice, status: 7 });
    expect(
      await refusal(t.db.update(documents).set({ routeStatusId: RouteStatus.Paid }).where(eq(documents.id, id))),
    ).toMatch(/changed only by the status machine/);
    expect(
      await refusal(t.db.execute(sql`update documents set route_status_id = ${RouteStatus.Sent} where id = ${id}`)),
    ).toMatch(/changed only by the status machine/);
    expect(await statusOf(id)).toBe(RouteStatus.New);
    // Other columns stay writable, and writing the same status is no change.
    await t.db
      .update(documents)
      .set({ fileName: 'renamed.pdf', routeStatusId: RouteStatus.New })
      .where(eq(documents.id, id));
  });

  it('closes the door behind its own update: the same transaction cannot then change a status by hand', async () => {
    const id = await insertListDocument(t.db, { sender: vendor.id, templateId: DocumentTemplate.ArInvoice, status: 7 });
    const ctx = {
      companyId: vendor.id,
      roles: [Role.User],
      mainRole: Role.User,
      user: { userId: vendorUser, email: 'v@example.test', userType: 1, isGlobal: false, via: 'oidc' as const },
    };
    const doc = await requireVisibleDocument(t.db, ctx, id);
    const attempt = t.db.transaction(async (tx) => {
      await applyTransition(tx, {
        action: 'publish',
        doc,
        by: { ctx, actor: { userId: vendorUser, userName: 'Vendor', companyId: vendor.id } },
        set: { receiverCompanyId: purchaser.id, sentAt: new Date() },
      });
      await tx.update(documents).set({ routeStatusId: RouteStatus.Paid }).where(eq(documents.id, id));
    });
    expect(await refusal(attempt)).toMatch(/changed only by the status machine/);
    // All or nothing: the send was rolled back with the forbidden write.
    expect(await statusOf(id)).toBe(RouteStatus.New);
  });

  it('moves through the table with a history entry, and refuses what the table does not allow', async () => {
    const id = await insertListDocument(t.db, { sender: vendor.id, templateId: DocumentTemplate.ArInvoice, status: 8 });
    await expect(moveDocument(t.db, id, 'approve', { companyId: vendor.id, userId: vendorUser })).rejects.toThrow(
      'Only the receiver can do this.',
    );
    await expect(
      moveDocument(t.db, id, 'publish', { companyId: vendor.id, userId: vendorUser, roles: [Role.ReadOnly] }),
    ).rejects.toThrow('Your role can read documents but not change them.');
    await moveDocument(t.db, id, 'cancel', { companyId: vendor.id, userId: vendorUser });
    const [row] = await t.db.select().from(documents).where(eq(documents.id, id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.routeStatusId).toBe(RouteStatus.Pending);
    const history = await t.db.select().from(documentHistory).where(eq(documentHistory.documentId, id));
    expect(history.map((h) => [h.category, h.operation, h.userId])).toEqual([['Workflow', 'Cancelled', vendorUser]]);
  });

  it('the database refuses a document created in a status only the machine reaches, and lets uploads start', async () => {
    const [type] = await t.db
      .select({ id: documentTypes.id })
      .from(documentTypes)
      .where(eq(documentTypes.companyId, vendor.id))
      .limit(1);
    const insertIn = (status: number | null, name: string) =>
      t.db.execute(sql`
        insert into documents (sender_company_id, receiver_company_id, document_type_id, template_id, route_status_id, file_name)
        values (${vendor.id}, ${status === RouteStatus.Sent ? purchaser.id : null}, ${type!.id},
                ${DocumentTemplate.ArInvoice}, ${status}, ${name})`);
    const forged = async () =>
      t.db.$count(documents, sql`${documents.fileName} in ('forged-sent.pdf', 'forged-paid.pdf')`);
    expect(await refusal(insertIn(RouteStatus.Sent, 'forged-sent.pdf'))).toMatch(
      /created in route status 1 only by the status machine/,
    );
    expect(await refusal(insertIn(RouteStatus.Paid, 'forged-paid.pdf'))).toMatch(/only by the status machine/);
    expect(await forged()).toBe(0);
    // What an upload or a resubmitted version starts as.
    for (const [status, name] of [
      [null, 'upload-none.pdf'],
      [RouteStatus.New, 'upload-new.pdf'],
      [RouteStatus.Pending, 'upload-pending.pdf'],
    ] as const) {
      expect(await refusal(insertIn(status, name))).toBe('not refused');
    }
  });

  it('the database refuses a cancel (a soft delete) made outside it, either way, and keeps the document', async () => {
    const id = await insertListDocument(t.db, { sender: vendor.id, templateId: DocumentTemplate.ArInvoice, status: 8 });
    expect(await refusal(t.db.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, id)))).toMatch(
      /cancelled only by the status machine/,
    );
    expect(await refusal(t.db.execute(sql`update documents set deleted_at = now() where id = ${id}`))).toMatch(
      /cancelled only by the status machine/,
    );
    const deletedAt = async () =>
      (await t.db.select({ d: documents.deletedAt }).from(documents).where(eq(documents.id, id)))[0]!.d;
    expect(await deletedAt()).toBeNull();
    // Cancelled by the machine, it cannot be brought back by hand either.
    await moveDocument(t.db, id, 'cancel', { companyId: vendor.id, userId: vendorUser });
    expect(await deletedAt()).not.toBeNull();
    expect(await refusal(t.db.update(documents).set({ deletedAt: null }).where(eq(documents.id, id)))).toMatch(
      /cancelled only by the status machine/,
    );
    expect(await deletedAt()).not.toBeNull();
  });
});
