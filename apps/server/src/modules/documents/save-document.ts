import { metadataKindOf, resolvesToLookup, type SaveDocumentBody } from '@docvue/contracts';
import type { TypeFieldsCache } from '../../app-context.js';
import type { Database, Queryable } from '../../db/client.js';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument, type CheckedDocument, type VisibleDocument } from '../../access/documents.js';
import { findOwnParty } from '../../access/parties.js';
import { JobKind } from '../../jobs/kinds.js';
import { enqueueJob } from '../../jobs/queue.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { refreshDocumentSearch } from '../../document-index/repository.js';
import { actorFor } from '../../document-history/actor.js';
import { appendHistory, type NewHistoryEntry } from '../../document-history/repository.js';
import { getDocument } from './get-document.js';
import { learnCapturedRegions } from './learn-regions.js';
import { promoteTemporaryFile, temporaryFileOf } from './files-repository.js';
import { documentActions } from './policy.js';
import { loadDocumentParts } from './repository.js';
import { planLineItems, planSave, type ValueChange } from './save-plan.js';
import {
  findLookupValue,
  lockDocumentState,
  replaceLineItemRows,
  setReceivingParty,
  touchDocument,
  upsertValue,
} from './save-repository.js';

/**
 * Saves metadata and line items of a document the sender may still edit, and answers the
 * document as saved. Values are checked one by one (a malformed value is refused with its field's
 * name, nothing is saved: `planSave`); completeness is checked at send. Every change is written
 * to the history.
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
  const { changes, lineItems, problems } = planSave(parts, body);
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
      await upsertValue(tx, doc.id, {
        definitionId: c.definitionId,
        value: c.value,
        autoExtracted: c.autoExtracted,
        lookupValueId: lookupIds.get(c.definitionId) ?? null,
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
      await setReceivingParty(tx, doc.id, body.receivingPartyId ?? null);
      history.push({
        category: 'Edit',
        operation: 'Recipient Changed',
        objectType: 'Document',
        objectName: 'Receiving Party',
        oldValue: String(doc.receivingPartyId ?? ''),
        newValue: String(body.receivingPartyId ?? ''),
      });
    }
    // Before a replacement becomes the file: the regions were captured from the file shown.
    await learnCapturedRegions(tx, doc, body);
    history.push(...(await applyTemporaryFile(tx, doc)));
    if (history.length > 0) {
      await touchDocument(tx, doc.id);
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
  const now = await lockDocumentState(tx, doc.id);
  if (!now || now.deletedAt !== null || now.routeStatusId !== doc.routeStatusId) {
    throw conflict('The document was changed by someone else in the meantime. Reload it and try again.');
  }
}

async function resolveLookups(
  db: Queryable,
  companyId: number,
  changes: Pick<ValueChange, 'definitionId' | 'value'>[],
  definitions: readonly { id: number; metadataTypeId: number; name: string }[],
) {
  const ids = new Map<number, number>();
  for (const c of changes) {
    const def = definitions.find((d) => d.id === c.definitionId)!;
    if (!resolvesToLookup(def.metadataTypeId) || c.value === null) continue;
    const match = await findLookupValue(db, companyId, def, c.value);
    if (match !== undefined) ids.set(def.id, match);
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
  const { rows, same } = planLineItems(before, after);
  if (same) return [];
  await replaceLineItemRows(tx, doc.id, rows);
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
async function applyTemporaryFile(tx: Queryable, doc: CheckedDocument): Promise<NewHistoryEntry[]> {
  const temp = await temporaryFileOf(tx, doc.id);
  if (!temp) return [];
  await promoteTemporaryFile(tx, doc.id, temp);
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
