import { PrivacySetting } from '@docvue/contracts';
import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { legalDocumentShares, legalDocuments, parties } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import type { TenantContext } from './context.js';

declare const own: unique symbol;
declare const readable: unique symbol;

type Row = typeof legalDocuments.$inferSelect;
/** A company document of the caller's company. */
export type OwnLegalDocument = Row & { readonly [own]: true; readonly [readable]: true };
/** The caller's own, or a partner's shared with the caller's company. */
export type ReadableLegalDocument = Row & { readonly [readable]: true };

export async function requireOwnLegalDocument(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  id: number,
): Promise<OwnLegalDocument> {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.companyId, ctx.companyId), eq(legalDocuments.id, id)));
  if (!row) throw notFound('The document');
  return row as OwnLegalDocument;
}

/**
 * The one rule of who else reads a company document: it is active and 'Shared with partners',
 * and one of the parties it is shared with is the owner's party connected to `companyId`.
 * Disconnecting or removing that party ends it at once.
 */
export function sharedWithCompany(db: Queryable, companyId: number): SQL {
  const share = db
    .select({ partyId: legalDocumentShares.partyId })
    .from(legalDocumentShares)
    .innerJoin(parties, eq(parties.id, legalDocumentShares.partyId))
    .where(
      and(
        eq(legalDocumentShares.legalDocumentId, legalDocuments.id),
        eq(parties.companyId, legalDocuments.companyId),
        eq(parties.connectedCompanyId, companyId),
      ),
    );
  return and(
    eq(legalDocuments.privacySettingId, PrivacySetting.Shared),
    eq(legalDocuments.isActive, true),
    exists(share),
  )!;
}

export async function requireReadableLegalDocument(
  db: Queryable,
  ctx: Pick<TenantContext, 'companyId'>,
  id: number,
): Promise<ReadableLegalDocument> {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(
      and(
        eq(legalDocuments.id, id),
        or(eq(legalDocuments.companyId, ctx.companyId), sharedWithCompany(db, ctx.companyId)),
      ),
    );
  if (!row) throw notFound('The document');
  return row as ReadableLegalDocument;
}
