import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';
import { visibleTo, type DocumentRow } from './visibility.js';

/**
 * The resubmission chain a document belongs to, newest first. A version the company may not
 * see (a new version not yet sent, for the receiver) is left out.
 */
export async function versionsOf(db: Database, companyId: number, doc: DocumentRow) {
  const chain = new Map<number, DocumentRow>([[doc.id, doc]]);
  // Walk both links (previous and latest) from every version found, until the chain is closed.
  const pending = [doc.previousVersionDocId, doc.latestVersionDocId];
  while (pending.length > 0 && chain.size < 500) {
    const id = pending.pop();
    if (id == null || chain.has(id)) continue;
    const [row] = await db.select().from(documents).where(eq(documents.id, id));
    if (!row || row.senderCompanyId !== doc.senderCompanyId) continue;
    chain.set(row.id, row);
    pending.push(row.previousVersionDocId, row.latestVersionDocId);
  }
  const visible = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(inArray(documents.id, [...chain.keys()]), visibleTo(companyId)));
  const allowed = new Set(visible.map((v) => v.id));
  return [...chain.values()]
    .filter((d) => allowed.has(d.id))
    .sort((a, b) => b.id - a.id)
    .map((d) => ({
      id: d.id,
      latestVersionDocId: d.latestVersionDocId,
      updateDate: d.updatedAt.toISOString(),
      routeStatusId: d.routeStatusId,
      fileName: d.fileName,
    }));
}
