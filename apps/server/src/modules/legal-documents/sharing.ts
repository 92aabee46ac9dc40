import { PrivacySetting, type Api, type BodyOf } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireOwnParties } from '../../access/parties.js';
import type { Queryable } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';

export type LegalDocumentDetails = BodyOf<Api['updateLegalDocumentDetails']>;

/** The parties to share with: the company's own and connected (only a partner on the network can read it). */
export async function requireSharableParties(db: Queryable, ctx: TenantContext, details: LegalDocumentDetails) {
  if (details.privacySettingId !== PrivacySetting.Shared) return [];
  const chosen = await requireOwnParties(db, ctx, details.selectedParties);
  const offNetwork = chosen.find((p) => p.connectedCompanyId == null);
  if (offNetwork) throw badRequest(`${offNetwork.name} is not connected on the network.`);
  return chosen.map((p) => p.id);
}
