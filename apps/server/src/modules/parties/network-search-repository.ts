import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { parties } from '../../db/schema/index.js';

export interface MatchRow extends Record<string, unknown> {
  party_id: number;
  company_id: number;
  legal_name: string;
  city: string | null;
  state: string | null;
  score: number;
  matched_by: 'taxIdentifier' | 'name';
}

/** How many of the company's parties (of `partyIds`, if given) are open: not Connected, not Connecting. */
export async function openPartiesCount(tx: Queryable, companyId: number, partyIds: number[] | undefined) {
  // Not Connected, and not Connecting (a connect request waits for the suggested company's answer).
  const open = and(
    eq(parties.companyId, companyId),
    sql`${parties.connectedCompanyId} is null`,
    sql`(not ${parties.isInviteSent} or ${parties.suggestedCompanyId} is null)`,
    partyIds ? inArray(parties.id, partyIds.length ? partyIds : [0]) : undefined,
  );
  return tx.$count(parties, open);
}

/** The best company on the network for each open party (see `searchNetwork`). */
export async function networkMatches(
  tx: Queryable,
  companyId: number,
  partyIds: number[] | undefined,
  minNameScore: number,
): Promise<MatchRow[]> {
  const only = partyIds ? sql`and p.id = any(${sql.param(partyIds)}::int[])` : sql``;
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
      where p.company_id = ${companyId} and p.connected_company_id is null
        and (not p.is_invite_sent or p.suggested_company_id is null) ${only}
        and (m.matched_by = 'taxIdentifier' or m.score >= ${minNameScore})
      order by p.id, m.matched_by = 'taxIdentifier' desc, m.score desc, m.id
    `)) as unknown as { rows: MatchRow[] };
  return result.rows;
}

/** The match remembered on the party: its Invite (sent or not) becomes Connect. */
export async function suggestCompany(tx: Queryable, partyId: number, companyId: number) {
  await tx.update(parties).set({ suggestedCompanyId: companyId, isInviteSent: false }).where(eq(parties.id, partyId));
}
