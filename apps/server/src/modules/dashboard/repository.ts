import { DivisionOrderResponse, DocumentTemplate, documentTemplateIds, RouteStatus } from '@docvue/contracts';
import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { documentMetadata, documents, documentVisibility, metadataDefinitions } from '../../db/schema/index.js';
import type { Side } from '../../access/documents.js';

/**
 * The dashboard's counts. Every query reads the caller's company's own rows of
 * document_visibility (the company's documents, kept by the `documents` trigger) through an
 * index whose leading columns are (company, side, template) or (company, template, status),
 * mostly index-only; windows are bounded (months, days), so the cost follows the company's
 * documents in the window, not the table.
 */
const v = documentVisibility;

const ofCompany = (companyId: number, side: Side, templateIds: readonly number[] | null): SQL =>
  and(eq(v.companyId, companyId), eq(v.side, side), inArray(v.templateId, [...(templateIds ?? documentTemplateIds)]))!;

/**
 * Division orders the company received and returned signed, per UTC day of the return: an order
 * returned unsigned is refused, not sent (issue 47: 'Division Orders Sent' counts what it says). A
 * returned order is final (no transition leaves Returned), so its last update is the return.
 */
export async function returnedDivisionOrdersByDay(db: Queryable, companyId: number, from: Date) {
  const day = sql<string>`to_char(${documents.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, count: count() })
    .from(v)
    .innerJoin(documents, eq(documents.id, v.documentId))
    .where(
      and(
        eq(v.companyId, companyId),
        eq(v.side, 'receiver'),
        eq(v.templateId, DocumentTemplate.DivisionOrder),
        eq(v.routeStatusId, RouteStatus.Returned),
        gte(documents.updatedAt, from),
        sql`exists (select 1 from ${documentMetadata} join ${metadataDefinitions}
          on ${metadataDefinitions.id} = ${documentMetadata.definitionId}
          where ${documentMetadata.documentId} = ${documents.id}
            and ${metadataDefinitions.key} = 'DivisionOrderResponseStatus'
            and ${documentMetadata.value} = ${DivisionOrderResponse.ReturnedSigned})`,
      ),
    )
    .groupBy(day);
}

/** Documents sent (or received) per UTC month since `from`. */
export async function countsByMonth(
  db: Queryable,
  companyId: number,
  side: Side,
  templateIds: readonly number[] | null,
  from: Date,
) {
  const month = sql<string>`to_char(${v.sentAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({ month, count: count() })
    .from(v)
    .where(and(ofCompany(companyId, side, templateIds), gte(v.sentAt, from)))
    .groupBy(month);
}

/** Documents sent (or received) per UTC day and template since `from`. */
export async function countsByDay(
  db: Queryable,
  companyId: number,
  side: Side,
  templateIds: readonly number[],
  from: Date,
) {
  const day = sql<string>`to_char(${v.sentAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, templateId: v.templateId, count: count() })
    .from(v)
    .where(and(ofCompany(companyId, side, templateIds), gte(v.sentAt, from)))
    .groupBy(day, v.templateId);
}

/** Documents of the company sent or received since `from`, per template and side. */
export async function countsByTemplate(db: Queryable, companyId: number, from: Date) {
  const perSide = (side: Side) =>
    db
      .select({ templateId: v.templateId, count: count() })
      .from(v)
      .where(and(ofCompany(companyId, side, null), gte(v.sentAt, from)))
      .groupBy(v.templateId);
  const [sent, received] = await Promise.all([perSide('sender'), perSide('receiver')]);
  return [
    ...sent.map((r) => ({ ...r, side: 'sender' as const })),
    ...received.map((r) => ({ ...r, side: 'receiver' as const })),
  ];
}

/**
 * The company's documents on one side per current route status (null: drafts), all of them or
 * those sent since `from`.
 */
export async function countsByStatus(
  db: Queryable,
  companyId: number,
  side: Side,
  templateIds: readonly number[] | null,
  from?: Date,
) {
  return db
    .select({ routeStatusId: v.routeStatusId, count: count() })
    .from(v)
    .where(and(ofCompany(companyId, side, templateIds), from ? gte(v.sentAt, from) : undefined))
    .groupBy(v.routeStatusId);
}

/** One page of the company's documents on one side, of one template, in the given statuses; newest first. */
export async function idsInStatuses(
  db: Queryable,
  companyId: number,
  side: Side,
  templateId: number,
  statusIds: number[],
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(v.companyId, companyId),
    eq(v.templateId, templateId),
    inArray(v.routeStatusId, statusIds),
    eq(v.side, side),
  );
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: v.documentId })
      .from(v)
      .where(where)
      .orderBy(desc(v.documentId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(v).where(where),
  ]);
  return { ids: ids.map((r) => r.id), total: total?.n ?? 0 };
}
