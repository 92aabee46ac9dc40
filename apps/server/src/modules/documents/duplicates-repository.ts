import { routeStatusNames } from '@docvue/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';

/**
 * An invoice number as people mean it: lower case, without spaces or dashes, and each run of
 * digits without its leading zeros ('INV-00123', 'inv 123' and 'Inv–0123' are one number).
 */
const numberKey = (value: SQL) =>
  sql`regexp_replace(lower(regexp_replace(coalesce(${value}, ''), '[[:space:]‐‑‒–—―-]+', '', 'g')), '(^|[^0-9])0+([0-9])', '\\1\\2', 'g')`;

/** An amount as a number ('$1,234.50' and '1234.5' are equal), or null when it is not one. */
const amountOf = (value: SQL) =>
  sql`(case when regexp_replace(coalesce(${value}, ''), '[$, ]', '', 'g') ~ '^-?[0-9]+(\\.[0-9]+)?$'
        then regexp_replace(${value}, '[$, ]', '', 'g')::numeric end)`;

const valueOf = (documentAlias: string, key: string) =>
  sql`(select m.value from document_metadata m join metadata_definitions md on md.id = m.definition_id
       where m.document_id = ${sql.raw(documentAlias)}.id and md.key = ${key})`;

/** A candidate's status as its history names it (status-machine.ts writes `routeStatusNames[to]`). */
const statusName = sql.raw(
  `(case c.route_status_id ${Object.entries(routeStatusNames)
    .map(([id, name]) => `when ${Number(id)} then '${name.replace(/'/g, "''")}'`)
    .join(' ')} end)`,
);

export interface DuplicateRow {
  id: number;
  number: string | null;
  routeStatusId: number | null;
  /** When it took its status (status-time below). */
  date: Date;
  /** Uploaded before the document asked about (or, uploaded the same instant, numbered before it). */
  earlier: boolean;
  sameNumber: boolean;
  sameAmountDatePo: boolean;
}

/**
 * The earlier-or-later documents of the same sender that look like `documentId` (docs/design.md
 * §7): the same invoice number (numberKey), or the same amount, invoice date and PO among the
 * documents uploaded within `windowDays` of it. Left out: the document itself, its versions (a
 * resubmission repeats the number on purpose), superseded versions and cancelled documents.
 *
 * SECURITY: only documents `companyId` may open are read (it sent them, or they were sent to it),
 * the rule of access/documents.ts `visibleTo` written for the alias: a receiver is never told of an
 * invoice the sender sent to another company.
 */
export async function findDuplicates(
  db: Queryable,
  companyId: number,
  documentId: number,
  windowDays: number,
): Promise<DuplicateRow[]> {
  const result = (await db.execute(sql`
    with target as (
      select t.id, t.sender_company_id, t.template_id, t.created_at, t.previous_version_doc_id, t.latest_version_doc_id,
        ${numberKey(valueOf('t', 'invoiceNumber'))} as number_key,
        ${amountOf(valueOf('t', 'invoiceTotal'))} as amount,
        nullif(trim(${valueOf('t', 'invoiceDate')}), '') as invoice_date,
        nullif(${numberKey(valueOf('t', 'poNumber'))}, '') as po_key
      from documents t where t.id = ${documentId}
    ),
    candidates as (
      select c.id, c.route_status_id, c.sent_at, c.created_at,
        (c.created_at, c.id) < (t.created_at, t.id) as earlier,
        ${valueOf('c', 'invoiceNumber')} as number,
        ${numberKey(valueOf('c', 'invoiceNumber'))} as number_key,
        ${amountOf(valueOf('c', 'invoiceTotal'))} as amount,
        nullif(trim(${valueOf('c', 'invoiceDate')}), '') as invoice_date,
        nullif(${numberKey(valueOf('c', 'poNumber'))}, '') as po_key
      from documents c, target t
      where c.sender_company_id = t.sender_company_id
        and c.template_id = t.template_id
        and c.id <> t.id
        and c.deleted_at is null
        and (c.sender_company_id = ${companyId} or c.receiver_company_id = ${companyId})
        and c.route_status_id is distinct from 6
        and c.id is distinct from t.previous_version_doc_id
        and c.id is distinct from t.latest_version_doc_id
        and c.previous_version_doc_id is distinct from t.id
    )
    select c.id, c.number, c.route_status_id, c.earlier,
      -- The time of the status the warning names (issue 40: a paid copy's 'Paid' time, not its
      -- send): the history row of the move into it (status-machine.ts), else its send or upload.
      coalesce(
        (select max(h.created_at) from document_history h
          where h.document_id = c.id and h.category = 'Workflow' and h.object_name = 'Route Status'
            and h.new_value = ${statusName}),
        c.sent_at, c.created_at) as date,
      (t.number_key <> '' and c.number_key = t.number_key) as same_number,
      (t.amount is not null and t.invoice_date is not null and t.po_key is not null
        and c.amount = t.amount and c.invoice_date = t.invoice_date and c.po_key = t.po_key
        and abs(extract(epoch from c.created_at - t.created_at)) <= ${windowDays * 86400}) as same_amount_date_po
    from candidates c, target t
    where (t.number_key <> '' and c.number_key = t.number_key)
       or (t.amount is not null and t.invoice_date is not null and t.po_key is not null
        and c.amount = t.amount and c.invoice_date = t.invoice_date and c.po_key = t.po_key
        and abs(extract(epoch from c.created_at - t.created_at)) <= ${windowDays * 86400})
    order by c.id desc
    limit 20`)) as unknown as {
    rows: {
      id: number;
      number: string | null;
      route_status_id: number | null;
      date: Date | string;
      earlier: boolean;
      same_number: boolean;
      same_amount_date_po: boolean;
    }[];
  };
  return result.rows.map((r) => ({
    id: Number(r.id),
    number: r.number,
    routeStatusId: r.route_status_id === null ? null : Number(r.route_status_id),
    date: new Date(r.date),
    earlier: r.earlier === true,
    sameNumber: r.same_number === true,
    sameAmountDatePo: r.same_amount_date_po === true,
  }));
}
