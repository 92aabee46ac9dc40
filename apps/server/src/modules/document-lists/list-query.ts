import { MetadataType, RouteStatus, routeStatusNames } from '@docvue/contracts';
import { and, asc, count, desc, eq, gt, isNotNull, lt, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import {
  companies,
  documentMetadata,
  documents,
  documentVisibility,
  metadataDefinitions,
  parties,
} from '../../db/schema/index.js';
import { numberKeyOf } from '../search/search-fields.js';
import type { ListColumn } from './columns.js';

const v = documentVisibility;

export type ListScope =
  | { kind: 'all' }
  | { kind: 'sent' }
  | { kind: 'inbox' }
  | { kind: 'template'; templateId: number; routeStatusId: number | null };

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
 */
export function scopeCondition(companyId: number, scope: ListScope): SQL {
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

/** Exact count: an index-only scan of the company's slice of one index (a few ms at 100k rows). */
export async function countList(db: Queryable, companyId: number, scope: ListScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(v).where(scopeCondition(companyId, scope));
  return row?.n ?? 0;
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
  if (metadataTypeId === MetadataType.Currency || metadataTypeId === MetadataType.Numeric) {
    const cleaned = sql`regexp_replace(${value}, '[$,[:space:]]', '', 'g')`;
    return sql`(case when ${cleaned} ~ '^-?[0-9]+(\\.[0-9]+)?$' then ${cleaned}::numeric end)`;
  }
  if (metadataTypeId === MetadataType.Date || metadataTypeId === MetadataType.DateTime) return sql`${value}`;
  return sql`lower(${value})`;
}

/**
 * The ids of one page, in order. The default sort (id) is a walk of one index, newest first,
 * that stops after the page (OFFSET skips entries of that narrow index only; `afterId` is keyset
 * paging). Other sorts join what they sort on and sort the company's slice.
 */
export async function pageIds(
  db: Queryable,
  companyId: number,
  scope: ListScope,
  sort: ListSort,
  page: ListPage,
  typeNames: Map<number, string>,
): Promise<number[]> {
  const where = [scopeCondition(companyId, scope)];
  const dir = sort.direction === 'asc' ? asc : desc;
  if (sort.column === 'id') {
    if (page.afterId !== undefined) {
      where.push(sort.direction === 'asc' ? gt(v.documentId, page.afterId) : lt(v.documentId, page.afterId));
    }
    const rows = await db
      .select({ id: v.documentId })
      .from(v)
      .where(and(...where))
      .orderBy(dir(v.documentId))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map((r) => r.id);
  }

  const column = sort.column;
  const sc = alias(companies, 'sort_sender');
  const rc = alias(companies, 'sort_receiver');
  const md = alias(metadataDefinitions, 'sort_definition');
  const m = alias(documentMetadata, 'sort_value');
  let q = db.select({ id: v.documentId }).from(v).$dynamic();
  let key: SQL;
  const joinValueOf = (definitionKey: SQL | string) => {
    q = q
      .innerJoin(documents, eq(documents.id, v.documentId))
      .leftJoin(md, and(eq(md.documentTypeId, documents.documentTypeId), sql`${md.key} = ${definitionKey}`))
      .leftJoin(m, and(eq(m.documentId, v.documentId), eq(m.definitionId, md.id)));
  };
  if (column.kind === 'metadata') {
    joinValueOf(column.key);
    key = typedValue(m.value, column.metadataTypeId);
  } else {
    switch (column.key) {
      case 'documentNumber': {
        const keys = Object.entries(numberKeyOf).filter((e): e is [string, string] => e[1] !== null);
        joinValueOf(
          caseOf(
            v.templateId,
            keys.map(([t, k]) => [Number(t), k]),
          ),
        );
        key = sql`lower(${m.value})`;
        break;
      }
      case 'documentTypeName':
        key = caseOf(
          v.templateId,
          [...typeNames].map(([t, n]) => [t, n.toLowerCase()]),
        );
        break;
      case 'routeStatusName':
        key = caseOf(
          v.routeStatusId,
          Object.entries(routeStatusNames).map(([id, n]) => [Number(id), n.toLowerCase()]),
        );
        break;
      case 'sentAt':
      case 'createdAt':
        key = sql`${column.key === 'sentAt' ? v.sentAt : v.createdAt}`;
        break;
      case 'fileName':
        q = q.innerJoin(documents, eq(documents.id, v.documentId));
        key = sql`lower(${documents.fileName})`;
        break;
      case 'senderCompanyName':
        q = q.innerJoin(documents, eq(documents.id, v.documentId)).innerJoin(sc, eq(sc.id, documents.senderCompanyId));
        key = sql`lower(${sc.legalName})`;
        break;
      case 'receiverName':
        q = q
          .innerJoin(documents, eq(documents.id, v.documentId))
          .leftJoin(rc, eq(rc.id, documents.receiverCompanyId))
          // The receiving party is the sender's address-book entry: only the sender's own.
          .leftJoin(parties, and(eq(parties.id, documents.receivingPartyId), eq(parties.companyId, companyId)));
        key = sql`lower(coalesce(${rc.legalName}, ${parties.name}))`;
        break;
    }
  }
  const rows = await q
    .where(and(...where))
    .orderBy(sql`${key} ${sql.raw(sort.direction)} nulls last`, desc(v.documentId))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}
