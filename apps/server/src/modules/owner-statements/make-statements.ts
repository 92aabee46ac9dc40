import type { Transaction } from '../../db/client.js';
import { createDocuments, publishDocuments } from '../documents/index.js';
import { statementLineItems, statementValues } from './statement-document.js';
import {
  insertStatementRecords,
  linkStatementDocuments,
  type NewStatement,
  type Producer,
} from './statements-repository.js';

/**
 * A batch of a run's statements, in the caller's transaction: each its data record and lines
 * (statements-repository.ts; the owner+check key skips what was made before), and its document
 * made and sent through the one door every document passes (docs/design.md §8): the documents
 * module's batch forms of upload and send, so the status machine moves each to Sent with its
 * history chain, search index and webhook events (`document.received` to the owner). The owners
 * are told once for the whole run afterwards (notify-statement-owners.ts), not per statement.
 * Returns the statements made.
 */
export async function makeStatements(tx: Transaction, p: Producer, batch: readonly NewStatement[]) {
  const made = await insertStatementRecords(tx, p, batch);
  if (made.length === 0) return [];
  const sender = { companyId: p.companyId, actor: p.actor };
  const docs = await createDocuments(
    tx,
    sender,
    { type: p.type, batchName: p.batchName },
    made.map(({ s }) => ({
      recipient: s.party,
      pdf: { ...s.pdf, fileName: s.fileName },
      values: statementValues(p.transmission, s.draft),
      lineItems: statementLineItems(s.draft),
    })),
  );
  await publishDocuments(
    tx,
    sender,
    docs.map((doc, i) => ({ doc, recipient: made[i]!.s.party })),
    { notify: false },
  );
  await linkStatementDocuments(
    tx,
    made.map((m, i) => ({ recordId: m.recordId, documentId: docs[i]!.id })),
  );
  return made.map((m, i) => ({ documentId: docs[i]!.id, draft: m.s.draft }));
}
