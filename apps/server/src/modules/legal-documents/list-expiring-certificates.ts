import { certificateWarningDays, type ExpiringCertificate } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { certificatesExpiringBy, partiesConnectedTo, type LegalDocumentRow } from './repository.js';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The last day a certificate may expire on and still be warned of today. */
export function warningUntil(now: Date): string {
  return isoDay(new Date(now.getTime() + certificateWarningDays * DAY_MS));
}

/**
 * The warnings, from the certificates found (pure): days left counted from today, a partner's
 * with the caller's party of that company, soonest first, then by company name.
 */
export function planExpiringCertificates(
  companyId: number,
  rows: readonly { doc: LegalDocumentRow; companyName: string }[],
  partners: ReadonlyMap<number, number>,
  now: Date,
): ExpiringCertificate[] {
  const today = isoDay(now);
  const items = rows.map(({ doc, companyName }) => {
    const own = doc.companyId === companyId;
    return {
      id: doc.id,
      companyId: doc.companyId,
      companyName,
      own,
      expiresOn: doc.expiresOn!,
      daysLeft: Math.round((Date.parse(doc.expiresOn!) - Date.parse(today)) / DAY_MS),
      partyId: own ? null : (partners.get(doc.companyId) ?? null),
    };
  });
  return items.sort((a, b) => a.daysLeft - b.daysLeft || a.companyName.localeCompare(b.companyName));
}

/** Certificates, own or a partner's, that expire within 30 days (or have): the dashboard's warning. */
export async function expiringCertificates(
  db: Database,
  ctx: TenantContext,
  now = new Date(),
): Promise<{ items: ExpiringCertificate[] }> {
  const rows = await certificatesExpiringBy(db, ctx.companyId, warningUntil(now));
  const partners = await partiesConnectedTo(
    db,
    ctx.companyId,
    rows.filter((r) => r.doc.companyId !== ctx.companyId).map((r) => r.doc.companyId),
  );
  return { items: planExpiringCertificates(ctx.companyId, rows, partners, now) };
}
