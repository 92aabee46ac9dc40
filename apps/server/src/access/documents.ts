import { and, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { preparedStatement } from '../db/prepared.js';
import { documents } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import type { TenantContext } from './context.js';

export type DocumentRow = typeof documents.$inferSelect;
export type Side = 'sender' | 'receiver';

declare const checked: unique symbol;

/**
 * A document the caller's company may see, with the side it is on. Only this module makes one,
 * and every document-keyed loader, file reader and writer takes one, so the compiler proves that
 * no query about a document runs before the check.
 */
export type VisibleDocument = DocumentRow & { readonly side: Side; readonly [checked]: 'tenant' };

/** A document a background job works on for the system (OCR, extraction); never reaches a tenant. */
export type SystemDocument = DocumentRow & { readonly [checked]: 'system' };

/** Either: what loaders and writers accept. */
export type CheckedDocument = VisibleDocument | SystemDocument;

export const documentNotFound = () => notFound('The document');

/**
 * SECURITY-CRITICAL. The one rule of document visibility (docs/design.md §3): a document is seen by
 * exactly two companies, its sender and, once sent, its receiver. Attachments, versions,
 * history, OCR pages, signatures and files inherit it by reaching their document through here.
 * A document the caller may not see answers like one that does not exist.
 */
export function visibleTo(companyId: number | Placeholder): SQL {
  return and(
    isNull(documents.deletedAt),
    or(eq(documents.senderCompanyId, companyId), eq(documents.receiverCompanyId, companyId)),
  )!;
}

export const sideOf = (doc: Pick<DocumentRow, 'senderCompanyId'>, companyId: number): Side =>
  doc.senderCompanyId === companyId ? 'sender' : 'receiver';

const asVisible = (row: DocumentRow, companyId: number) =>
  ({ ...row, side: sideOf(row, companyId) }) as VisibleDocument;

/** One document by id, if the company may see it: the condition of the prepared readers below. */
const visibleById = () => and(eq(documents.id, sql.placeholder('id')), visibleTo(sql.placeholder('companyId')));

const visibleDocumentById = preparedStatement((db) =>
  db.select().from(documents).where(visibleById()).prepare('visible_document_by_id'),
);

/**
 * A reader of one document the caller's company may see, together with `extra` columns computed
 * from its row in the same statement (a screen's parts: subqueries on `documents`' columns). The
 * visibility rule is this module's condition: a row it filters out brings no extras either, so
 * the parts of a document are never read for a company that may not see it. One round trip where
 * check-then-load were two (docs/history.md §17). Values for the extras' placeholders go in `values`.
 */
export function visibleDocumentWith<Extra extends Record<string, SQL | SQL.Aliased>>(name: string, extra: () => Extra) {
  const statement = preparedStatement((db) =>
    db.select({ document: documents, extra: extra() }).from(documents).where(visibleById()).prepare(name),
  );
  return async (
    db: Queryable,
    ctx: Pick<TenantContext, 'companyId'>,
    documentId: number,
    values: Record<string, unknown> = {},
  ): Promise<{ doc: VisibleDocument; extra: { [K in keyof Extra]: Extra[K]['_']['type'] } } | undefined> => {
    const [row] = await statement(db).execute({ ...values, id: documentId, companyId: ctx.companyId });
    if (!row) return undefined;
    return {
      doc: asVisible(row.document, ctx.companyId),
      extra: row.extra as { [K in keyof Extra]: Extra[K]['_']['type'] },
    };
  };
}

/** The document if the caller's company may see it. */
export async function findVisibleDocument(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  documentId: number,
): Promise<VisibleDocument | undefined> {
  const [row] = await visibleDocumentById(db).execute({ id: documentId, companyId: ctx.companyId });
  return row && asVisible(row, ctx.companyId);
}

declare const visibleIds: unique symbol;

/**
 * Ids of documents a visibility-filtered query returned for the caller's company: what the batch
 * loaders of a page (metadata values, page text) take, so they never read a document unchecked.
 */
export type VisibleDocumentIds = readonly number[] & { readonly [visibleIds]: true };

/**
 * The condition of a page's prepared statement (selectVisibleDocuments): `id = any(:ids)` (one
 * parameter and one plan whatever the page size) and the visibility rule for `:companyId`.
 */
export const visibleAmongIds = () =>
  and(sql`${documents.id} = any(${sql.placeholder('ids')}::int[])`, visibleTo(sql.placeholder('companyId')))!;

/**
 * Of `ids` (a page of a list, search or the typeahead), the documents the caller's company may
 * see: `select` runs the page's one statement (names, read marks, values joined on), prepared
 * with the condition `visibleAmongIds()`, with the values this function gives it for that
 * condition. A row the company may not see is dropped rather than shown; the ids of the rows
 * returned are what the batch loaders of a page take.
 */
export async function selectVisibleDocuments<Row extends { id: number; senderCompanyId: number }>(
  ctx: Pick<TenantContext, 'companyId'>,
  ids: readonly number[],
  select: (values: { ids: readonly number[]; companyId: number }) => Promise<Row[]>,
): Promise<{ rows: (Row & { side: Side })[]; ids: VisibleDocumentIds }> {
  const rows = ids.length === 0 ? [] : await select({ ids, companyId: ctx.companyId });
  return {
    rows: rows.map((r) => ({ ...r, side: sideOf(r, ctx.companyId) })),
    ids: rows.map((r) => r.id) as readonly number[] as VisibleDocumentIds,
  };
}

/** A document the caller's company may see, or 404: the way every document call starts. */
export async function requireVisibleDocument(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  documentId: number,
): Promise<VisibleDocument> {
  const doc = await findVisibleDocument(db, ctx, documentId);
  if (!doc) throw documentNotFound();
  return doc;
}

/** A document of the caller's company as its sender (the receiver is told it does not exist). */
export async function requireSentByCaller(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  documentId: number,
): Promise<VisibleDocument> {
  const doc = await requireVisibleDocument(db, ctx, documentId);
  if (doc.side !== 'sender') throw documentNotFound();
  return doc;
}

/** The same document as a row changed on its behalf (the status machine's update): still checked. */
export const updatedDocument = <D extends CheckedDocument>(doc: D, row: DocumentRow): D => ({ ...doc, ...row });

/** A document for a background job, or undefined when it is gone (cancelled meanwhile). */
export async function documentForSystem(db: Queryable, documentId: number): Promise<SystemDocument | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), isNull(documents.deletedAt)));
  return row as SystemDocument | undefined;
}

/**
 * A document the caller's company created in this transaction (an upload, a resubmitted
 * version): its sender, so visible to it. Only for the row the insert returned.
 */
export function createdByCaller(row: DocumentRow, ctx: Pick<TenantContext, 'companyId'>): VisibleDocument {
  if (row.senderCompanyId !== ctx.companyId) throw new Error('createdByCaller(): the row is not the caller’s');
  return asVisible(row, ctx.companyId);
}

/** A document the system itself created (the demo seed, benchmarks): for its loaders and writers. */
export const createdBySystem = (row: DocumentRow): SystemDocument => row as SystemDocument;
