import { RouteStatus } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { documentNotFound, type VisibleDocument } from '../../access/documents.js';
import type { TypeFieldsCache } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { actorFor } from '../../document-history/actor.js';
import { applyTransition } from '../status-machine/index.js';
import { presentDocument } from './presenter.js';
import { resubmissionChanges } from './resubmission-changes.js';
import { loadDocumentParts, loadVisibleDocumentWithParts } from './repository.js';

/** Received is set the first time anyone of the receiving company (not platform support) opens a sent document. */
async function receiveIfFirstOpen(db: Database, doc: VisibleDocument, ctx: TenantContext) {
  if (doc.routeStatusId !== RouteStatus.Sent || doc.side !== 'receiver' || ctx.user.isGlobal) return doc;
  const actor = await actorFor(db, ctx);
  // Someone else of the company opened it first: they recorded it.
  const received = await db.transaction((tx) =>
    applyTransition(tx, { action: 'receive', doc, by: { ctx, actor }, ifMoved: 'skip' }),
  );
  return received ?? doc;
}

/** Opens a document: the receiver's first open marks it Received. */
export async function getDocument(db: Database, typeFields: TypeFieldsCache, ctx: TenantContext, documentId: number) {
  const found = await loadVisibleDocumentWithParts(db, typeFields, ctx, documentId);
  if (!found) throw documentNotFound();
  const doc = await receiveIfFirstOpen(db, found.doc, ctx);
  // The first open by the receiver moved it (and wrote its history): its parts are read again.
  const parts = doc === found.doc ? found.parts : await loadDocumentParts(db, doc, ctx.user.userId);
  return presentDocument(doc, ctx, parts, {
    rejectionReason: parts.rejectionReason,
    resubmissionChanges: await resubmissionChanges(db, ctx, doc, parts),
  });
}
