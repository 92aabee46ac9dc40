import type { ResubmissionChanges } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument, type VisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { presentRejection } from './presenter.js';
import { loadDocumentParts, type DocumentParts } from './repository.js';

const valuesByKey = (parts: DocumentParts) => {
  const byId = new Map(parts.values.map((v) => [v.definitionId, v.value]));
  return new Map(parts.definitions.map((d) => [d.key, byId.get(d.id) ?? null]));
};

/**
 * What a resubmission changed on the lines and fields its predecessor's rejection named (issue 29),
 * so both sides see at once whether the disputed content was mended. Only a document resubmitted
 * after a structured rejection has any (one more read, for resubmissions only).
 */
export async function resubmissionChanges(
  db: Database,
  ctx: TenantContext,
  doc: VisibleDocument,
  parts: DocumentParts,
): Promise<ResubmissionChanges | null> {
  if (doc.previousVersionDocId === null) return null;
  const previous = await requireVisibleDocument(db, ctx, doc.previousVersionDocId).catch(() => undefined);
  if (!previous) return null;
  const before = await loadDocumentParts(db, previous, ctx.user.userId);
  const rejection = presentRejection(before.rejectionDetails);
  if (!rejection) return null;
  const lines = rejection.lines.map((line) => {
    const old = before.lines[line - 1]?.cells ?? {};
    const now = parts.lines[line - 1]?.cells ?? {};
    const order = parts.columns.map((c) => c.key);
    const keys = [...new Set([...order, ...Object.keys(old), ...Object.keys(now)])];
    return {
      line,
      changes: keys
        .filter((k) => (old[k] ?? null) !== (now[k] ?? null))
        .map((k) => ({ key: k, before: old[k] ?? null, after: now[k] ?? null })),
    };
  });
  const oldValues = valuesByKey(before);
  const newValues = valuesByKey(parts);
  const fields = rejection.fields.map((key) => ({
    key,
    before: oldValues.get(key) ?? null,
    after: newValues.get(key) ?? null,
  }));
  return { rejection, lines, fields };
}
