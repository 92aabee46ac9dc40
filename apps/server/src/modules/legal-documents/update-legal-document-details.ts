import { LegalDocumentType } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireOwnLegalDocument } from '../../access/legal-documents.js';
import type { Database } from '../../db/client.js';
import { presentOne } from './present.js';
import { deactivateOthers, setShares, updateLegalDocument } from './repository.js';
import { requireSharableParties, type LegalDocumentDetails } from './sharing.js';

/** Privacy, sharing, active and (for a certificate) the expiry of one of the company's documents. */
export async function updateLegalDocumentDetails(
  db: Database,
  ctx: TenantContext,
  id: number,
  details: LegalDocumentDetails,
) {
  return db.transaction(async (tx) => {
    const doc = await requireOwnLegalDocument(tx, ctx, id);
    const parties = await requireSharableParties(tx, ctx, details);
    if (details.isActive && !doc.isActive) await deactivateOthers(tx, ctx.companyId, doc.legalDocumentTypeId, doc.id);
    const isCertificate = doc.legalDocumentTypeId === LegalDocumentType.InsuranceCertificate;
    const row = await updateLegalDocument(tx, doc.id, {
      privacySettingId: details.privacySettingId,
      isActive: details.isActive,
      expiresOn: isCertificate ? details.expiresOn : null,
    });
    await setShares(tx, doc.id, parties);
    return presentOne(tx, row, ctx);
  });
}
