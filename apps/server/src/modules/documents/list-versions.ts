import type { Database } from '../../db/client.js';
import type { TenantContext } from '../../access/context.js';
import { findVisibleDocument, requireVisibleDocument, type VisibleDocument } from '../../access/documents.js';

/**
 * The resubmission chain a document belongs to, newest first. Every version is reached through
 * the access gate, so one the company may not see (a new version not yet sent, for the receiver)
 * is left out; such a version can only be the newest, so the walk loses nothing beyond it.
 */
export async function versionsOf(db: Database, ctx: TenantContext, documentId: number) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  const chain = new Map<number, VisibleDocument>([[doc.id, doc]]);
  // Walk both links (previous and latest) from every version found, until the chain is closed.
  const pending = [doc.previousVersionDocId, doc.latestVersionDocId];
  while (pending.length > 0 && chain.size < 500) {
    const id = pending.pop();
    if (id == null || chain.has(id)) continue;
    const version = await findVisibleDocument(db, ctx, id);
    if (!version || version.senderCompanyId !== doc.senderCompanyId) continue;
    chain.set(version.id, version);
    pending.push(version.previousVersionDocId, version.latestVersionDocId);
  }
  return [...chain.values()]
    .sort((a, b) => b.id - a.id)
    .map((d) => ({
      id: d.id,
      latestVersionDocId: d.latestVersionDocId,
      updateDate: d.updatedAt.toISOString(),
      routeStatusId: d.routeStatusId,
      fileName: d.fileName,
    }));
}
