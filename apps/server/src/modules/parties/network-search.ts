import type { NetworkSearchResponse } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireOwnParties } from '../../access/parties.js';
import type { Database } from '../../db/client.js';
import { presentParty } from './presenter.js';
import { networkMatches, openPartiesCount, suggestCompany } from './network-search-repository.js';
import { orgUnitsOfParties } from './repository.js';
import { vendorTermOf } from '../companies/index.js';

/** Below this a similar name is not offered as a match (name similarity × 0.85 + same zip 0.15). */
const MIN_NAME_SCORE = 0.6;

/**
 * Network search (docs/design.md §4): for each of the company's parties that is not connected and not
 * asked to connect yet, the best company on the network that it is: the same tax identifier (9
 * digits or more) before any name, whatever the score, else a similar name (pg_trgm over the names
 * without their legal form, index `companies_name_key_trgm_idx`) with the zip code as a
 * tie-breaker. A match is remembered on the party as its suggested company, which turns its Invite
 * into Connect.
 *
 * Parties e-mailed an invitation (Invite Sent) are searched too: the partner may have registered
 * on its own rather than through the link, and would otherwise never be found. A match turns them
 * into Connect as well (the invite-sent flag is cleared; with it they would read 'Waiting for
 * other party to accept' and offer no Connect); the e-mailed link keeps working until Connect
 * replaces it.
 */
export async function searchNetwork(
  db: Database,
  ctx: TenantContext,
  partyIds: number[] | undefined,
): Promise<NetworkSearchResponse> {
  if (partyIds) await requireOwnParties(db, ctx, partyIds);
  return db.transaction(async (tx) => {
    const searched = await openPartiesCount(tx, ctx.companyId, partyIds);
    const rows = await networkMatches(tx, ctx.companyId, partyIds, MIN_NAME_SCORE);
    for (const r of rows) await suggestCompany(tx, r.party_id, r.company_id);
    // Re-read through the gate after the update: the matched parties are the company's own.
    const matched = await requireOwnParties(
      tx,
      ctx,
      rows.map((r) => r.party_id),
    );
    const units = await orgUnitsOfParties(
      tx,
      matched.map((p) => p.id),
    );
    const byId = new Map(matched.map((p) => [p.id, p]));
    const vendorTerm = await vendorTermOf(tx, ctx.companyId);
    return {
      searched,
      matches: rows
        .map((r) => ({
          party: presentParty(byId.get(r.party_id)!, units.get(r.party_id) ?? [], vendorTerm),
          company: { id: r.company_id, name: r.legal_name, city: r.city, state: r.state },
          score: Number(r.score),
          matchedBy: r.matched_by,
        }))
        .sort(
          (a, b) =>
            Number(b.matchedBy === 'taxIdentifier') - Number(a.matchedBy === 'taxIdentifier') ||
            b.score - a.score ||
            a.party.name.localeCompare(b.party.name),
        ),
    };
  });
}
