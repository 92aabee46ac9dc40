import type { TenantContext } from '../../access/context.js';
import { requireOwnParty } from '../../access/parties.js';
import type { AppContext } from '../../app-context.js';
import { askToConnect } from '../invitations/index.js';
import { presentOwnParty } from './party-helpers.js';
import { reloadParty } from './write-repository.js';

type App = Pick<AppContext, 'db' | 'config' | 'jobs' | 'keys'>;

/** Connect (from the Party list, the network search or a document). */
export async function connectParty(app: App, ctx: TenantContext, partyId: number) {
  const party = await requireOwnParty(app.db, ctx, partyId);
  const updated = await app.db.transaction(async (tx) => {
    await askToConnect(tx, ctx, party);
    return reloadParty(tx, party);
  });
  return presentOwnParty(app.db, updated);
}
