import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { documentAttachments } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import type { TenantContext } from './context.js';
import { findVisibleDocument, type VisibleDocument } from './documents.js';

export type AttachmentRow = typeof documentAttachments.$inferSelect;

declare const checked: unique symbol;

/** An attachment of a document the caller's company may see (both sides see each other's). */
export type VisibleAttachment = AttachmentRow & { readonly document: VisibleDocument; readonly [checked]: true };

/** The attachment, or 404 alike whether it is missing, deleted, or on a document the caller may not see. */
export async function requireVisibleAttachment(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  attachmentId: number,
): Promise<VisibleAttachment> {
  const [att] = await db
    .select()
    .from(documentAttachments)
    .where(and(eq(documentAttachments.id, attachmentId), isNull(documentAttachments.deletedAt)));
  const document = att && (await findVisibleDocument(db, ctx, att.documentId));
  if (!att || !document) throw notFound('The attachment');
  return { ...att, document } as VisibleAttachment;
}
