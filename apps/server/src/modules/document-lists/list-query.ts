import { RouteStatus, routeStatusNames, sortAsOf } from '@docvue/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  isNotNull,
  lt,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import type { AnnouncedCache } from '../../lib/announced-cache.js';
import {
  companies,
  documentMetadata,
  documents,
  documentTypes,
  documentVisibility,
  metadataDefinitions,
  parties,
} from '../../db/schema/index.js';
import { numberKeyOf } from '../../document-index/fields.js';
import type { ListColumn } from '../../document-index/columns.js';

const v = documentVisibility;
const m = documentMetadata;

/** The select of a sorted page, to which the sort key adds its joins (drizzle's builder is mutable). */
type SortQuery = PgSelect;

export type ListScope = (
  | { kind: 'all' }
  | { kind: 'sent' }
  | { kind: 'inbox' }
  | { kind: 'template'; templateId: number; routeStatusId: number | null }
) & {
  /**
   * Typed words, as parseTypeahead returns them: a tsquery in the company's namespace of the
   * suggest vectors ('31:red' & '31:me':*), so it can only match the company's own rows.
   */
  suggest?: string;
};

/**
 * SECURITY-CRITICAL. Which rows of `document_visibility` a list reads: always the caller's
 * company's own rows (the table holds a row per company that may see a document, kept by the
 * `documents` trigger from the rule in documents/visibility.ts). Every list, count and page
 * query of this module starts here; each condition matches one index (schema/document-visibility.ts).
 *
 * - all: everything the company may see, both sides, drafts included;
 * - sent: documents the company sent (sender side, published: not draft, New or Pending);
 * - inbox: documents the company received (receiver side, every status);
 * - template: both sides of one template, optionally one route status.
 *
 * and, with `suggest`, only the rows whose typeahead words match (document_visibility_suggest_idx).
 */
export function scopeCondition(companyId: number, scope: ListScope): SQL {
  const base = kindCondition(companyId, scope);
  return scope.suggest === undefined ? base : and(base, sql`${v.suggest} @@ ${scope.suggest}::tsquery`)!;
}

function kindCondition(companyId: number, scope: ListScope): SQL {
  const company = eq(v.companyId, companyId);
  switch (scope.kind) {
    case 'all':
      return company;
    case 'sent':
      return and(
        company,
        eq(v.side, 'sender'),
        isNotNull(v.routeStatusId),
        notInArray(v.routeStatusId, [RouteStatus.New, RouteStatus.Pending]),
      )!;
    case 'inbox':
      return and(company, eq(v.side, 'receiver'))!;
    case 'template':
      return and(
        company,
        eq(v.templateId, scope.templateId),
        scope.routeStatusId ? eq(v.routeStatusId, scope.routeStatusId) : undefined,
      )!;
  }
}

/** The channel on which the database announces a change of a company's visibility rows (migration 0019). */
export const LIST_INDEX_CHANNEL = 'docvue_list_counts';

/**
 * What the lists keep of each company's visibility rows between requests, until the database
 * announces a change of them (every insert, update or delete, by any process: migration 0019):
 * exact totals, and the ids of the default sort's pages. Both are read from document_visibility
 * alone; what else a page shows (names, values, read marks) is read on every request.
 */
export type ListIndex = AnnouncedCache<number | readonly number[]>;

/** The largest page whose ids are kept (the "all rows" batches are read each time). */
const KEPT_PAGE_MAX = 500;

const scopeKey = (companyId: number, scope: ListScope) =>
  scope.kind === 'template'
    ? `${companyId}|template|${scope.templateId}|${scope.routeStatusId ?? ''}`
    : `${companyId}|${scope.kind}`;

/**
 * Exact count: an index-only scan of the company's slice of one index (a few ms at 100k rows;
 * about 1 ms of the server's CPU at 4,400 rows, a third of a list page's cost under load, issue
 * 17). Kept in the list index; a count of typed words is always counted.
 */
export async function countList(db: Queryable, index: ListIndex, companyId: number, scope: ListScope): Promise<number> {
  const read = async () => {
    const [row] = await db.select({ n: count() }).from(v).where(scopeCondition(companyId, scope));
    return row?.n ?? 0;
  };
  if (scope.suggest !== undefined) return read();
  return index.through(`${scopeKey(companyId, scope)}|count`, companyId, read);
}

export interface ListSort {
  /** 'id' or a column of the list. */
  column: ListColumn | 'id';
  direction: 'asc' | 'desc';
}

export interface ListPage {
  offset: number;
  limit: number;
  /** Keyset: only ids after this one in the sort order (id sort only). */
  afterId?: number;
}

const caseOf = (subject: SQL | AnyColumn, pairs: [number, string][]) =>
  pairs.length === 0
    ? sql`null::text`
    : sql`(case ${subject} ${sql.join(
        pairs.map(([when, then]) => sql`when ${when} then ${then}`),
        sql` `,
      )} end)`;

/** A metadata value as it sorts: amounts as numbers, dates as ISO text, text case-insensitively. */
function typedValue(value: SQL | AnyColumn, metadataTypeId: number): SQL {
  const sortAs = sortAsOf(metadataTypeId);
  if (sortAs === 'number') {
    const cleaned = sql`regexp_replace(${value}, '[$,[:space:]]', '', 'g')`;
    return sql`(case when ${cleaned} ~ '^-?[0-9]+(\\.[0-9]+)?$' then ${cleaned}::numeric end)`;
  }
  if (sortAs === 'date') return sql`${value}`;
  return sql`lower(${value})`;
}

/** The ids of the metadata definitions of these (template, key) pairs, in every company's instance. */
async function definitionIdsOf(db: Queryable, pairs: [number, string][]): Promise<number[]> {
  if (pairs.length === 0) return [];
  const rows = await db
    .select({ id: metadataDefinitions.id })
    .from(documentTypes)
    .innerJoin(metadataDefinitions, eq(metadataDefinitions.documentTypeId, documentTypes.id))
    .where(or(...pairs.map(([t, k]) => and(eq(documentTypes.templateId, t), eq(metadataDefinitions.key, k)))));
  return rows.map((r) => r.id);
}

/**
 * What a row sorts by, for one page of a sorted list: the company's slice of document_visibility
 * with each row's key, never a join the planner would answer by hashing all of `documents`.
 *
 * - A metadata value is one primary-key probe of document_metadata per row: the definitions of
 *   that field in every company's instance of the template are known up front, and a document
 *   has exactly one of them.
 * - From and To: on the company's own side the name is its own; the other side's companies come
 *   from documents_sender_idx / documents_receiver_idx, which hold them (index-only, the
 *   company's documents only), hashed against the slice with the company names.
 */
async function sortKeyOf<Q extends SortQuery>(
  db: Queryable,
  q: Q,
  companyId: number,
  scope: ListScope,
  column: ListColumn,
  typeNames: Map<number, string>,
): Promise<{ q: Q; key: SQL }> {
  const valueOf = async (pairs: [number, string][]) => {
    const definitions = await definitionIdsOf(db, pairs);
    return sql`(select ${m.value} from ${m} where ${m.documentId} = ${v.documentId} and ${m.definitionId} = any(${sql.param(definitions)}::int[]))`;
  };
  const ownName = sql`(select lower(${companies.legalName}) from ${companies} where ${companies.id} = ${companyId})`;
  const ofTemplate = (templateColumn: AnyColumn) =>
    scope.kind === 'template' ? eq(templateColumn, scope.templateId) : undefined;
  if (column.kind === 'metadata') {
    // Metadata columns are those of one template's list.
    const templates = scope.kind === 'template' ? [scope.templateId] : [...typeNames.keys()];
    return { q, key: typedValue(await valueOf(templates.map((t) => [t, column.key])), column.metadataTypeId) };
  }
  switch (column.key) {
    case 'documentNumber': {
      const keys = Object.entries(numberKeyOf).filter((e): e is [string, string] => e[1] !== null);
      return { q, key: sql`lower(${await valueOf(keys.map(([t, k]) => [Number(t), k]))})` };
    }
    case 'documentTypeName':
      return {
        q,
        key: caseOf(
          v.templateId,
          [...typeNames].map(([t, n]) => [t, n.toLowerCase()]),
        ),
      };
    case 'routeStatusName':
      return {
        q,
        key: caseOf(
          v.routeStatusId,
          Object.entries(routeStatusNames).map(([id, n]) => [Number(id), n.toLowerCase()]),
        ),
      };
    case 'sentAt':
      return { q, key: sql`${v.sentAt}` };
    case 'createdAt':
      return { q, key: sql`${v.createdAt}` };
    case 'fileName':
      return {
        q,
        key: sql`(select lower(${documents.fileName}) from ${documents} where ${documents.id} = ${v.documentId})`,
      };
    case 'senderCompanyName': {
      const received = db
        .select({ id: documents.id, sender: documents.senderCompanyId })
        .from(documents)
        .where(and(eq(documents.receiverCompanyId, companyId), ofTemplate(documents.templateId)))
        .as('sort_received');
      const sender = alias(companies, 'sort_sender');
      q.leftJoin(received, and(eq(received.id, v.documentId), eq(v.side, 'receiver')));
      q.leftJoin(sender, eq(sender.id, received.sender));
      return { q, key: sql`(case when ${v.side} = 'sender' then ${ownName} else lower(${sender.legalName}) end)` };
    }
    case 'receiverName': {
      const sent = db
        .select({ id: documents.id, receiver: documents.receiverCompanyId, party: documents.receivingPartyId })
        .from(documents)
        .where(and(eq(documents.senderCompanyId, companyId), ofTemplate(documents.templateId)))
        .as('sort_sent');
      const receiver = alias(companies, 'sort_receiver');
      q.leftJoin(sent, and(eq(sent.id, v.documentId), eq(v.side, 'sender')));
      q.leftJoin(receiver, eq(receiver.id, sent.receiver));
      // A draft's recipient is the sender's address-book entry: only the company's own.
      q.leftJoin(parties, and(eq(parties.id, sent.party), eq(parties.companyId, companyId)));
      return {
        q,
        key: sql`(case when ${v.side} = 'receiver' then ${ownName} else lower(coalesce(${receiver.legalName}, ${parties.name})) end)`,
      };
    }
  }
}

/**
 * The ids of one page, in order. The default sort (id) is a walk of one index, newest first,
 * that stops after the page (OFFSET skips entries of that narrow index only; `afterId` is keyset
 * paging). Other sorts read the company's slice with each row's key (sortKeyOf) and sort it.
 */
export async function pageIds(
  db: Queryable,
  index: ListIndex,
  companyId: number,
  scope: ListScope,
  sort: ListSort,
  page: ListPage,
  typeNames: Map<number, string>,
): Promise<readonly number[]> {
  if (sort.column === 'id') {
    const read = async () => {
      const after =
        page.afterId === undefined
          ? undefined
          : sort.direction === 'asc'
            ? gt(v.documentId, page.afterId)
            : lt(v.documentId, page.afterId);
      const rows = await db
        .select({ id: v.documentId })
        .from(v)
        .where(and(scopeCondition(companyId, scope), after))
        .orderBy(sort.direction === 'asc' ? asc(v.documentId) : desc(v.documentId))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((r) => r.id);
    };
    // Other sorts read values and names, which the index's announcements do not cover.
    if (scope.suggest !== undefined || page.limit > KEPT_PAGE_MAX) return read();
    const key = `${scopeKey(companyId, scope)}|ids|${sort.direction}|${page.offset}|${page.limit}|${page.afterId ?? ''}`;
    return index.through(key, companyId, read);
  }
  const sorted = await sortKeyOf(
    db,
    db.select({ id: v.documentId }).from(v).$dynamic(),
    companyId,
    scope,
    sort.column,
    typeNames,
  );
  const rows = await sorted.q
    .where(scopeCondition(companyId, scope))
    .orderBy(sql`${sorted.key} ${sql.raw(sort.direction)} nulls last`, desc(v.documentId))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}
