import { formatProblem, metadataKindOf, resolvesToLookup, type SaveDocumentBody } from '@docvue/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { TypeFieldsCache } from '../../app-context.js';
import type { Database, Queryable } from '../../db/client.js';
import { documentFiles, documentLineItems, documentMetadata, documents, lookupValues } from '../../db/schema/index.js';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument, type CheckedDocument, type VisibleDocument } from '../../access/documents.js';
import { findOwnParty } from '../../access/parties.js';
import { JobKind } from '../../jobs/kinds.js';
import { enqueueJob } from '../../jobs/queue.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { refreshDocumentSearch } from '../../document-index/repository.js';
import { actorFor } from '../../document-history/actor.js';
import { appendHistory, type NewHistoryEntry } from '../../document-history/repository.js';
import { documentActions } from './policy.js';
import { learnCapturedRegions } from './learn-regions.js';
import { getDocument } from './read-service.js';
import { loadDocumentParts } from './repository.js';

const normalize = (v: string | null | undefined) =>
  v === undefined || v === null || v.trim() === '' ? null : v.trim();

/**
 * Saves metadata and line items of a document the sender may still edit, and answers the
 * document as saved. Values are checked one by one (a malformed value is refused with its field's
 * name, nothing is saved); completeness is checked at send. Every change is written to the history.
 */
export async function saveDocument(
  db: Database,
  typeFields: TypeFieldsCache,
  ctx: TenantContext,
  documentId: number,
  body: SaveDocumentBody,
) {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  if (!documentActions(doc, ctx).edit) {
    throw badRequest('This document can no longer be changed.');
  }
  const parts = await loadDocumentParts(db, doc, ctx.user.userId);
  const byKey = new Map(parts.definitions.map((d) => [d.key, d]));
  const current = new Map(parts.values.map((v) => [v.definitionId, v]));

  const problems: string[] = [];
  const changes: {
    definitionId: number;
    value: string | null;
    autoExtracted: boolean;
    old: string | null;
    name: string;
    type: number;
  }[] = [];
  for (const entry of body.metadata) {
    const def = byKey.get(entry.key);
    if (!def) {
      problems.push(`Unknown field ${entry.key}`);
      continue;
    }
    const value = normalize(entry.value);
    const old = current.get(def.id)?.value ?? null;
    if (value === old) continue;
    if (def.isReadonly) {
      problems.push(`Field ${def.name} is read-only`);
      continue;
    }
    const problem = value === null ? null : formatProblem(def.name, def.metadataTypeId, value);
    if (problem) problems.push(problem);
    else
      changes.push({
        definitionId: def.id,
        value,
        autoExtracted: entry.autoExtracted ?? false,
        old,
        name: def.name,
        type: def.metadataTypeId,
      });
  }

  const columns = new Map(parts.columns.map((c) => [c.key, c]));
  const lineItems = body.lineItems?.map((row, i) => {
    const cells: Record<string, string | null> = {};
    for (const [key, raw] of Object.entries(row)) {
      const column = columns.get(key);
      if (!column) {
        problems.push(`Line ${i + 1}: unknown column ${key}`);
        continue;
      }
      const value = normalize(raw);
      const problem = value === null ? null : formatProblem(column.name, column.metadataTypeId, value);
      if (problem) problems.push(`Line ${i + 1}: ${problem}`);
      cells[key] = value;
    }
    return cells;
  });
  if (lineItems && lineItems.length > 0 && !parts.type.lineItemsEnabled)
    problems.push('This type of document has no line items.');
  if (body.receivingPartyId && !(await findOwnParty(db, ctx, body.receivingPartyId))) {
    throw notFound('The receiving party');
  }
  if (problems.length > 0) throw badRequest(problems.join('; '));

  const lookupIds = await resolveLookups(db, ctx.companyId, changes, parts.definitions);
  const actor = await actorFor(db, ctx);
  await db.transaction(async (tx) => {
    await requireUnchanged(tx, doc);
    const history: NewHistoryEntry[] = [];
    for (const c of changes) {
      await tx
        .insert(documentMetadata)
        .values({
          documentId: doc.id,
          definitionId: c.definitionId,
          value: c.value,
          autoExtracted: c.autoExtracted,
          lookupValueId: lookupIds.get(c.definitionId) ?? null,
        })
        .onConflictDoUpdate({
          target: [documentMetadata.documentId, documentMetadata.definitionId],
          set: { value: c.value, autoExtracted: c.autoExtracted, lookupValueId: lookupIds.get(c.definitionId) ?? null },
        });
      history.push({
        category: 'Edit',
        operation: 'Field Changed',
        objectType: 'Metadata',
        objectName: c.name,
        objectId: c.definitionId,
        oldValue: c.old,
        newValue: c.value,
        metadataTypeId: c.type,
      });
    }
    if (lineItems) history.push(...(await replaceLineItems(tx, doc, parts.lines, lineItems)));
    if (body.receivingPartyId !== undefined && (body.receivingPartyId ?? null) !== doc.receivingPartyId) {
      await tx
        .update(documents)
        .set({ receivingPartyId: body.receivingPartyId ?? null })
        .where(eq(documents.id, doc.id));
      history.push({
        category: 'Edit',
        operation: 'Recipient Changed',
        objectType: 'Document',
        objectName: 'Receiving Party',
        oldValue: String(doc.receivingPartyId ?? ''),
        newValue: String(body.receivingPartyId ?? ''),
      });
    }
    history.push(...(await applyTemporaryFile(tx, doc)));
    await learnCapturedRegions(tx, doc, body);
    if (history.length > 0) {
      await tx.update(documents).set({ updatedAt: new Date() }).where(eq(documents.id, doc.id));
      await appendHistory(tx, doc, actor, history);
      // Lists, search and typeahead find the document by the values just saved.
      await refreshDocumentSearch(tx, doc);
    }
  });
  return getDocument(db, typeFields, ctx, doc.id);
}

/**
 * Locks the document for this save and checks it is still as it was read: a send, a cancel or a
 * decision of the other side in between would otherwise let an edit land on a sent document.
 */
async function requireUnchanged(tx: Queryable, doc: VisibleDocument) {
  const [now] = await tx
    .select({ routeStatusId: documents.routeStatusId, deletedAt: documents.deletedAt })
    .from(documents)
    .where(eq(documents.id, doc.id))
    // Not `update`: that would also wait for key-share locks of rows being added to the document.
    .for('no key update');
  if (!now || now.deletedAt !== null || now.routeStatusId !== doc.routeStatusId) {
    throw conflict('The document was changed by someone else in the meantime. Reload it and try again.');
  }
}

async function resolveLookups(
  db: Queryable,
  companyId: number,
  changes: { definitionId: number; value: string | null }[],
  definitions: { id: number; metadataTypeId: number; name: string }[],
) {
  const ids = new Map<number, number>();
  for (const c of changes) {
    const def = definitions.find((d) => d.id === c.definitionId)!;
    if (!resolvesToLookup(def.metadataTypeId) || c.value === null) continue;
    const [match] = await db
      .select({ id: lookupValues.id })
      .from(lookupValues)
      .where(
        and(
          eq(lookupValues.companyId, companyId),
          sql`lower(${lookupValues.value}) = ${c.value.toLowerCase()}`,
          or(
            eq(lookupValues.metadataDefinitionId, def.id),
            and(isNull(lookupValues.metadataDefinitionId), eq(lookupValues.metadataTypeId, def.metadataTypeId)),
          ),
        ),
      )
      .limit(1);
    if (match) ids.set(def.id, match.id);
    else if (metadataKindOf(def.metadataTypeId).values === 'list') {
      throw badRequest(`${c.value} is not one of the values of ${def.name}`);
    }
  }
  return ids;
}

/** Replaces the line items; the history says which rows were added, changed or removed, with the cells as details. */
async function replaceLineItems(
  tx: Queryable,
  doc: VisibleDocument,
  before: { rowNumber: number; cells: Record<string, string | null> }[],
  after: Record<string, string | null>[],
): Promise<NewHistoryEntry[]> {
  const rows = after.filter((r) => Object.values(r).some((v) => v !== null));
  const same = JSON.stringify(before.map((b) => b.cells)) === JSON.stringify(rows);
  if (same) return [];
  await tx.delete(documentLineItems).where(eq(documentLineItems.documentId, doc.id));
  if (rows.length > 0) {
    await tx
      .insert(documentLineItems)
      .values(rows.map((cells, i) => ({ documentId: doc.id, rowNumber: i + 1, cells })));
  }
  return [
    {
      category: 'Edit',
      operation: 'Line Items Changed',
      objectType: 'LineItems',
      objectName: 'Line Items',
      oldValue: `${before.length} rows`,
      newValue: `${rows.length} rows`,
      details: [
        ...before.map((b) => ({ change: 'before', rowNumber: b.rowNumber, ...b.cells })),
        ...rows.map((cells, i) => ({ change: 'after', rowNumber: i + 1, ...cells })),
      ],
    },
  ];
}

/** A replacement file becomes the document's file when the document is saved. */
export async function applyTemporaryFile(tx: Queryable, doc: CheckedDocument): Promise<NewHistoryEntry[]> {
  const [temp] = await tx
    .select()
    .from(documentFiles)
    .where(and(eq(documentFiles.documentId, doc.id), eq(documentFiles.isTemporary, true)));
  if (!temp) return [];
  await tx.update(documentFiles).set({ isTemporary: false }).where(eq(documentFiles.id, temp.id));
  await tx
    .update(documents)
    .set({ blobSha256: temp.blobSha256, fileName: temp.fileName, ocrStatus: 'queued', pageCount: null })
    .where(eq(documents.id, doc.id));
  await enqueueJob(tx, JobKind.DocumentOcr, { documentId: doc.id });
  return [
    {
      category: 'Edit',
      operation: 'File Replaced',
      objectType: 'File',
      objectName: 'File',
      oldValue: doc.fileName,
      newValue: temp.fileName,
    },
  ];
}
