import type { PartnerAddresses } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireOwnParty } from '../../access/parties.js';
import type { Database } from '../../db/client.js';
import { addressSetForPartner } from './repository.js';

/** What a connected partner asks the caller to use; nothing for a party off the network. */
export async function getPartnerAddresses(
  db: Database,
  ctx: TenantContext,
  partyId: number,
): Promise<PartnerAddresses> {
  const party = await requireOwnParty(db, ctx, partyId);
  if (party.connectedCompanyId == null) return { addressSet: null };
  const set = await addressSetForPartner(db, party.connectedCompanyId, ctx.companyId);
  if (!set) return { addressSet: null };
  const { companyId: _company, isActive: _active, ...addresses } = set;
  return { addressSet: addresses };
}
