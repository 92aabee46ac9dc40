import { routeStatusNames, sortAsOf } from '@docvue/contracts';
import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import {
  companies,
  documentMetadata,
  documents,
  documentTypes,
  documentVisibility,
  metadataDefinitions,
  parties,
} from '../../db/schema/index.js';
import type { ListColumn } from '../../document-index/columns.js';
import { numberKeyOf } from '../../document-index/fields.js';
import type { ListScope } from './scope.js';

const v = documentVisibility;
const m = documentMetadata;

/** The select of a sorted page, to which the sort key adds its joins (drizzle's builder is mutable). */
type SortQuery = PgSelect;

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
export async function sortKeyOf<Q extends SortQuery>(
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
