import { DocumentTemplate, PartyType, RouteStatus } from '@docvue/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { makeCompany } from '../support/factories.js';
import { insertListDocument } from '../support/list-documents.js';
import { documentForSystem } from '../../src/access/documents.js';
import { documents } from '../../src/db/schema/index.js';
import { appendHistory, systemActor, verifyHistoryChain } from '../../src/document-history/repository.js';

/**
 * Two transactions on one document, as an attachment upload and the OCR job run at once: one
 * adds a row that refers to the document (its foreign key takes a key-share lock on the
 * document), the other updates the document; then both append to its history. Before the
 * history lock was `for no key update`, PostgreSQL found a deadlock and the upload answered 500.
 * Needs a PostgreSQL server: the embedded database runs one transaction at a time, so there
 * the two cannot overlap (CI runs this suite on both).
 */
const onServer = inject('dbTemplate').kind === 'postgres';

describe.skipIf(!onServer)('history appended by two transactions on one document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('commits both, one after the other, and the chain verifies', async () => {
    const sender = await makeCompany(t.db, { partyTypeIds: [PartyType.Vendor] });
    const id = await insertListDocument(t.db, {
      sender: sender.id,
      templateId: DocumentTemplate.ArInvoice,
      status: RouteStatus.New,
    });
    const doc = (await documentForSystem(t.db, id))!;

    let keyShared!: () => void;
    const attachmentRowAdded = new Promise<void>((resolve) => (keyShared = resolve));
    let updated!: () => void;
    const documentUpdated = new Promise<void>((resolve) => (updated = resolve));

    const attach = t.db.transaction(async (tx) => {
      await tx.execute(sql`select ${documents.id} from ${documents} where ${documents.id} = ${id} for key share`);
      keyShared();
      await documentUpdated;
      await appendHistory(tx, doc, systemActor, [{ category: 'Edit', operation: 'Add', objectType: 'Attachment' }]);
    });
    const ocr = t.db.transaction(async (tx) => {
      await attachmentRowAdded;
      await tx.update(documents).set({ updatedAt: new Date() }).where(eq(documents.id, id));
      updated();
      // Let the other transaction reach its history lock and wait on this one first.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await appendHistory(tx, doc, systemActor, [
        { category: 'Workflow', operation: 'Status', objectType: 'Document' },
      ]);
    });

    await expect(Promise.all([attach, ocr])).resolves.toBeDefined();
    expect(await verifyHistoryChain(t.db, doc)).toBeNull();
  });
});
