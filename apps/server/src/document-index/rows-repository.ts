import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import {
  companies,
  documentMetadata,
  documentReads,
  documents,
  documentTypes,
  metadataDefinitions,
  parties,
} from '../db/schema/index.js';
import type { TenantContext } from '../access/context.js';
import { alias } from 'drizzle-orm/pg-core';
import {
  selectVisibleDocuments,
  visibleAmongIds,
  visibleTo,
  type Side,
  type VisibleDocumentIds,
} from '../access/documents.js';
import { preparedStatement } from '../db/prepared.js';

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
  /** The caller's own name of the document's template (its instance may rename it). */
  typeName: string | null;
  /** Metadata values by key (only the keys asked for). */
  values: Map<string, string | null>;
}

/** `column = any($1::int[])`: one parameter whatever the number of ids, one plan for every page size. */
export const anyOf = (column: Parameters<typeof eq>[0], ids: readonly number[]) =>
  sql`${column} = any(${sql.param(ids)}::int[])`;

const sender = alias(companies, 'sender_company');
const receiver = alias(companies, 'receiver_company');

/**
 * What a page shows of one document, as PostgreSQL builds it: one JSON array rather than fifteen
 * columns, which the driver and Drizzle would each take apart and map one by one (a fifth of a
 * list page's CPU in the server under load; 17% more pages a second with the same statement).
 * Times are ISO text.
 */
type ListRowTuple = [
  templateId: number,
  routeStatusId: number | null,
  fileName: string,
  sentAt: string | null,
  createdAt: string,
  senderCompanyName: string | null,
  receiverCompanyName: string | null,
  receivingPartyId: number | null,
  partyName: string | null,
  isRead: boolean,
  typeName: string | null,
  values: [key: string, value: string | null][] | null,
];

/**
 * The rows of a page (placeholders: ids and companyId for the access condition, userId for the
 * read mark, keys for the values). Prepared: built by Drizzle once rather than on each page,
 * where building it was 15% of a list page's CPU under load (docs/history.md §17). Each part is a probe by
 * index, which PostgreSQL ran 1.6 times as often as the joins before (pgbench, 25 rows):
 *
 * - the receiving party (the sender's address-book entry: only the caller's own are read) by
 *   primary key: as a join, the generic plan scanned every party of the company for each row;
 * - the caller's type names are read once per statement (an uncorrelated subquery: one object
 *   of names by template), not looked up for every row (PostgreSQL alone: 7,000 → 8,500 a second);
 * - the values are those of the document's own type's fields (as every writer stores them): the
 *   asked-for fields by the (type, key) index, which also holds their ids (migration 0021: 8,200
 *   → 9,000 a second), then one primary-key probe each, where looking up the field of each of its
 *   values took a dozen probes a row.
 */
const listRowsStatement = preparedStatement((db) =>
  db
    .select({
      id: documents.id,
      senderCompanyId: documents.senderCompanyId,
      shown: sql<ListRowTuple>`json_build_array(
        ${documents.templateId},
        ${documents.routeStatusId},
        ${documents.fileName},
        ${documents.sentAt},
        ${documents.createdAt},
        ${sender.legalName},
        ${receiver.legalName},
        ${documents.receivingPartyId},
        (select ${parties.name} from ${parties}
          where ${parties.id} = ${documents.receivingPartyId}
            and ${parties.companyId} = ${sql.placeholder('companyId')}
            and ${documents.senderCompanyId} = ${sql.placeholder('companyId')}),
        exists(select 1 from ${documentReads}
          where ${documentReads.documentId} = ${documents.id} and ${documentReads.userId} = ${sql.placeholder('userId')}),
        ((select jsonb_object_agg(${documentTypes.templateId}::text, ${documentTypes.name}) from ${documentTypes}
          where ${documentTypes.companyId} = ${sql.placeholder('companyId')}) ->> ${documents.templateId}::text),
        (select json_agg(json_build_array(${metadataDefinitions.key}, ${documentMetadata.value}))
          from ${metadataDefinitions}
          join ${documentMetadata} on ${documentMetadata.documentId} = ${documents.id}
            and ${documentMetadata.definitionId} = ${metadataDefinitions.id}
          where ${metadataDefinitions.documentTypeId} = ${documents.documentTypeId}
            and ${metadataDefinitions.key} = any(${sql.placeholder('keys')}::text[])))`,
    })
    .from(documents)
    .leftJoin(sender, eq(sender.id, documents.senderCompanyId))
    .leftJoin(receiver, eq(receiver.id, documents.receiverCompanyId))
    .where(visibleAmongIds())
    .prepare('list_rows'),
);

/**
 * Loads the documents of a page, in the order of `ids`, with the ids of those the company may
 * see. The ids come from the company's visibility rows; each document is checked again against
 * the visibility rule (visibleTo) in the same statement, so a row the company may not see is
 * dropped rather than shown. Names, the caller's read mark, the asked-for values and the
 * caller's name of its type come with it: one statement per page (or per 2,000 rows when all
 * rows are streamed), where seven one after the other cost a round trip each (docs/history.md §17).
 */
export async function loadVisibleListRows(
  db: Queryable,
  ctx: TenantContext,
  ids: readonly number[],
  metadataKeys: readonly string[],
): Promise<{ rows: ListRowData[]; ids: VisibleDocumentIds }> {
  const { rows: docs, ids: visibleIds } = await selectVisibleDocuments(ctx, ids, (visible) =>
    listRowsStatement(db).execute({ ...visible, userId: ctx.user.userId, keys: metadataKeys }),
  );

  const byId = new Map<number, ListRowData>();
  for (const { id, side, shown } of docs) {
    const [templateId, routeStatusId, fileName, sentAt, createdAt, senderName, receiverName, partyId, partyName] =
      shown;
    byId.set(id, {
      id,
      templateId,
      routeStatusId,
      side,
      fileName,
      sentAt: sentAt === null ? null : new Date(sentAt),
      createdAt: new Date(createdAt),
      senderCompanyName: senderName ?? '',
      receiverName: receiverName ?? (side === 'sender' && partyId !== null ? (partyName ?? null) : null),
      isRead: shown[9],
      typeName: shown[10],
      values: new Map(shown[11] ?? []),
    });
  }
  const rows = ids.map((id) => byId.get(id)).filter((r): r is ListRowData => r !== undefined);
  return { rows, ids: visibleIds };
}

/** The rows of a page, as loadVisibleListRows loads them. */
export async function loadListRows(
  db: Queryable,
  ctx: TenantContext,
  ids: readonly number[],
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

/**
 * Every metadata value of the documents among `documentIds` that the company may see, with its
 * field key: for use cases holding ids from their own company-scoped queries (payment-holds'
 * list, an ACH form's send in documents/notify-bank-account-change.ts) rather than a page's
 * VisibleDocumentIds. A document the company may not see brings nothing.
 */
export async function valuesByKeyOf(db: Queryable, companyId: number, documentIds: readonly number[]) {
  if (documentIds.length === 0) return [];
  return db
    .select({ documentId: documentMetadata.documentId, key: metadataDefinitions.key, value: documentMetadata.value })
    .from(documentMetadata)
    .innerJoin(metadataDefinitions, eq(metadataDefinitions.id, documentMetadata.definitionId))
    .innerJoin(documents, eq(documents.id, documentMetadata.documentId))
    .where(and(inArray(documentMetadata.documentId, [...documentIds]), visibleTo(companyId)));
}

/** The caller's own names of the templates (its instances may rename them). */
export async function documentTypeNamesOf(db: Queryable, companyId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ templateId: documentTypes.templateId, name: documentTypes.name })
    .from(documentTypes)
    .where(eq(documentTypes.companyId, companyId));
  return new Map(rows.map((r) => [r.templateId, r.name]));
}
