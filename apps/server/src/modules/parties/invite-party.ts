import type { TenantContext } from '../../access/context.js';
import { requireOwnParty } from '../../access/parties.js';
import type { AppContext } from '../../app-context.js';
import { inviteToNetwork } from '../invitations/index.js';
import { presentOwnParty } from './party-helpers.js';
import { partyFieldsOf } from './presenter.js';
import { orgUnitsOfParties } from './repository.js';
import { reloadParty, updatePartyRow } from './write-repository.js';

type App = Pick<AppContext, 'db' | 'config' | 'jobs' | 'keys'>;

/** Invite: with an e-mail, it becomes the party's first address; every address of the party is invited. */
export async function inviteParty(app: App, ctx: TenantContext, partyId: number, email: string | undefined) {
  const party = await requireOwnParty(app.db, ctx, partyId);
  const updated = await app.db.transaction(async (tx) => {
    let invited = party;
    if (email && party.emails[0] !== email) {
      await updatePartyRow(tx, party, {
        ...partyFieldsOf(party, (await orgUnitsOfParties(tx, [party.id])).get(party.id)?.map((u) => u.id) ?? []),
        emailsAsString: [email, ...party.emails.filter((e) => e !== email)].join(' '),
      });
      invited = await reloadParty(tx, party);
    }
    await inviteToNetwork(tx, ctx, invited, { to: invited.emails, app });
    return reloadParty(tx, party);
  });
  app.jobs.kick();
  return presentOwnParty(app.db, updated);
}
