import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  companies,
  documentMetadata,
  documentReads,
  documentTypes,
  metadataDefinitions,
  parties,
} from '../../db/schema/index.js';
import type { TenantContext } from '../../access/context.js';
import { findVisibleDocuments, type Side, type VisibleDocumentIds } from '../../access/documents.js';

/** What a list, search or typeahead shows of one document. Never its page text. */
export interface ListRowData {
  id: number;
  templateId: number;
  routeStatusId: number | null;
  side: Side;
  fileName: string;
  sentAt: Date | null;
  createdAt: Date;
  senderCompanyName: string;
  /** The receiving company; for the sender's unsent documents, its own party record's name. */
  receiverName: string | null;
  isRead: boolean;
  /** Metadata values by key (only the keys asked for). */
  values: Map<string, string | null>;
}

/** `column = any($1::int[])`: one parameter whatever the number of ids, one plan for every page size. */
export const anyOf = (column: Parameters<typeof eq>[0], ids: readonly number[]) =>
  sql`${column} = any(${sql.param(ids)}::int[])`;

/**
 * Loads the documents of a page, in the order of `ids`, with the ids of those the company may
 * see. The ids come from the company's visibility rows; each document is checked again against
 * the visibility rule by the access gate, so a row the company may not see is dropped rather
 * than shown. Then names, read marks and values of the visible ones, in parallel; a few indexed
 * queries per page (or per 2,000 rows when all rows are streamed).
 */
export async function loadVisibleListRows(
  db: Queryable,
  ctx: TenantContext,
  ids: number[],
  metadataKeys: readonly string[],
): Promise<{ rows: ListRowData[]; ids: VisibleDocumentIds }> {
  const { rows: docs, ids: visibleIds } = await findVisibleDocuments(db, ctx, ids);
  if (docs.length === 0) return { rows: [], ids: visibleIds };
  const companyIds = [
    ...new Set(docs.flatMap((d) => [d.senderCompanyId, d.receiverCompanyId]).filter((c): c is number => c !== null)),
  ];
  // The receiving party is the sender's address-book entry: only the caller's own are read.
  const partyIds = [
    ...new Set(
      docs
        .filter((d) => d.senderCompanyId === ctx.companyId && d.receivingPartyId !== null)
        .map((d) => d.receivingPartyId!),
    ),
  ];
  const [names, partyNames, reads, metadata] = await Promise.all([
    db.select({ id: companies.id, name: companies.legalName }).from(companies).where(anyOf(companies.id, companyIds)),
    partyIds.length > 0
      ? db
          .select({ id: parties.id, name: parties.name })
          .from(parties)
          .where(and(anyOf(parties.id, partyIds), eq(parties.companyId, ctx.companyId)))
      : Promise.resolve([]),
    db
      .select({ documentId: documentReads.documentId })
      .from(documentReads)
      .where(and(eq(documentReads.userId, ctx.user.userId), anyOf(documentReads.documentId, visibleIds))),
    metadataKeys.length > 0 ? metadataValuesOf(db, visibleIds, metadataKeys) : Promise.resolve([]),
  ]);
  const companyName = new Map(names.map((c) => [c.id, c.name]));
  const partyName = new Map(partyNames.map((p) => [p.id, p.name]));
  const read = new Set(reads.map((r) => r.documentId));
  const values = new Map<number, Map<string, string | null>>();
  for (const r of metadata) {
    const byKey = values.get(r.documentId) ?? new Map<string, string | null>();
    byKey.set(r.key, r.value);
    values.set(r.documentId, byKey);
  }

  const byId = new Map<number, ListRowData>();
  for (const d of docs) {
    const side = d.side;
    const receiverCompany = d.receiverCompanyId === null ? undefined : companyName.get(d.receiverCompanyId);
    byId.set(d.id, {
      id: d.id,
      templateId: d.templateId,
      routeStatusId: d.routeStatusId,
      side,
      fileName: d.fileName,
      sentAt: d.sentAt,
      createdAt: d.createdAt,
      senderCompanyName: companyName.get(d.senderCompanyId) ?? '',
      receiverName:
        receiverCompany ??
        (side === 'sender' && d.receivingPartyId !== null ? (partyName.get(d.receivingPartyId) ?? null) : null),
      isRead: read.has(d.id),
      values: values.get(d.id) ?? new Map(),
    });
  }
  const rows = ids.map((id) => byId.get(id)).filter((r): r is ListRowData => r !== undefined);
  return { rows, ids: visibleIds };
}

/** The rows of a page, as loadVisibleListRows loads them. */
export async function loadListRows(
  db: Queryable,
  ctx: TenantContext,
  ids: number[],
  metadataKeys: readonly string[],
): Promise<ListRowData[]> {
  return (await loadVisibleListRows(db, ctx, ids, metadataKeys)).rows;
}

/**
 * The metadata values of documents the access gate found visible, with their field keys; only
 * the given keys, or all. Two primary-key lookups (values by document, then the few definitions
 * they use) rather than a join the planner would answer by hashing every company's definitions.
 */
export async function metadataValuesOf(db: Queryable, documentIds: VisibleDocumentIds, keys: readonly string[] | null) {
  if (documentIds.length === 0) return [];
  const rows = await db
    .select({
      documentId: documentMetadata.documentId,
      definitionId: documentMetadata.definitionId,
      value: documentMetadata.value,
    })
    .from(documentMetadata)
    .where(anyOf(documentMetadata.documentId, documentIds));
  const definitionIds = [...new Set(rows.map((r) => r.definitionId))];
  if (definitionIds.length === 0) return [];
  const definitions = await db
    .select({ id: metadataDefinitions.id, key: metadataDefinitions.key })
    .from(metadataDefinitions)
    .where(
      and(
        anyOf(metadataDefinitions.id, definitionIds),
        keys ? sql`${metadataDefinitions.key} = any(${sql.param([...keys])}::text[])` : undefined,
      ),
    );
  const keyOf = new Map(definitions.map((d) => [d.id, d.key]));
  return rows.flatMap((r) => {
    const key = keyOf.get(r.definitionId);
    return key === undefined ? [] : [{ documentId: r.documentId, key, value: r.value }];
  });
}

/** The caller's own names of the templates (its instances may rename them). */
export async function documentTypeNamesOf(db: Queryable, companyId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ templateId: documentTypes.templateId, name: documentTypes.name })
    .from(documentTypes)
    .where(eq(documentTypes.companyId, companyId));
  return new Map(rows.map((r) => [r.templateId, r.name]));
}
