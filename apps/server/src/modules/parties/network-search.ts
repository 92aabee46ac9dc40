import type { NetworkSearchResponse } from '@docvue/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TenantContext } from '../../access/context.js';
import { requireOwnParties } from '../../access/parties.js';
import type { Database } from '../../db/client.js';
import { parties } from '../../db/schema/index.js';
import { presentParty } from './presenter.js';
import { orgUnitsOfParties } from './repository.js';
import { vendorTermOf } from '../companies/index.js';

/** Below this a similar name is not offered as a match (name similarity × 0.85 + same zip 0.15). */
const MIN_NAME_SCORE = 0.6;

interface MatchRow extends Record<string, unknown> {
  party_id: number;
  company_id: number;
  legal_name: string;
  city: string | null;
  state: string | null;
  score: number;
  matched_by: 'taxIdentifier' | 'name';
}

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
  const only = partyIds ? sql`and p.id = any(${sql.param(partyIds)}::int[])` : sql``;
  // Not Connected, and not Connecting (a connect request waits for the suggested company's answer).
  const open = and(
    eq(parties.companyId, ctx.companyId),
    sql`${parties.connectedCompanyId} is null`,
    sql`(not ${parties.isInviteSent} or ${parties.suggestedCompanyId} is null)`,
    partyIds ? inArray(parties.id, partyIds.length ? partyIds : [0]) : undefined,
  );
  return db.transaction(async (tx) => {
    const searched = await tx.$count(parties, open);
    // Both drivers answer raw SQL with `{ rows }`.
    const result = (await tx.execute(sql`
      select distinct on (p.id) p.id as party_id, m.id as company_id, m.legal_name, m.city, m.state,
             m.score::float8 as score, m.matched_by
      from parties p
      cross join lateral (
        select c.id, c.legal_name, c.city, c.state, 1.0 as score, 'taxIdentifier' as matched_by
        from companies c
        where length(docvue_tax_key(p.tax_identifier)) >= 9
          and docvue_tax_key(c.tax_number) = docvue_tax_key(p.tax_identifier)
          and c.id <> p.company_id
        union all
        select c.id, c.legal_name, c.city, c.state,
               round((similarity(docvue_company_name_key(c.legal_name), docvue_company_name_key(p.name)) * 0.85
                 + case when left(c.zip_code, 5) = left(p.zip_code, 5) then 0.15 else 0 end)::numeric, 3),
               'name'
        from companies c
        where docvue_company_name_key(c.legal_name) % docvue_company_name_key(p.name)
          and c.id <> p.company_id
      ) m
      where p.company_id = ${ctx.companyId} and p.connected_company_id is null
        and (not p.is_invite_sent or p.suggested_company_id is null) ${only}
        and (m.matched_by = 'taxIdentifier' or m.score >= ${MIN_NAME_SCORE})
      order by p.id, m.matched_by = 'taxIdentifier' desc, m.score desc, m.id
    `)) as unknown as { rows: MatchRow[] };
    const rows = result.rows;
    for (const r of rows) {
      await tx
        .update(parties)
        .set({ suggestedCompanyId: r.company_id, isInviteSent: false })
        .where(eq(parties.id, r.party_id));
    }
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
