import { DocumentTemplate } from '@docvue/contracts';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies, documents } from '../../db/schema/index.js';

/*
 * The queries of an ACH form's send that compare its bank account with the form sent before
 * (notify-bank-account-change.ts). They sit in the documents module, beside the send that calls
 * them, so that sending does not depend on payment-holds, which reads statements made by sends.
 */

/** The ACH forms one company sent another, oldest first (the sender is the caller's company). */
export async function achFormsBetween(db: Queryable, senderCompanyId: number, receiverCompanyId: number) {
  return db
    .select({ documentId: documents.id, sentAt: documents.sentAt, uploadedBy: documents.uploadedBy })
    .from(documents)
    .where(
      and(
        eq(documents.senderCompanyId, senderCompanyId),
        eq(documents.receiverCompanyId, receiverCompanyId),
        eq(documents.templateId, DocumentTemplate.ACH),
        isNotNull(documents.sentAt),
        isNull(documents.deletedAt),
      ),
    )
    .orderBy(asc(documents.sentAt), asc(documents.id));
}

/** Companies' legal names by id. */
export async function companyNames(db: Queryable, ids: number[]) {
  const rows = await db
    .select({ id: companies.id, name: companies.legalName })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
