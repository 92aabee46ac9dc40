import type { TenantContext } from '../../access/context.js';
import { requireOwnParty } from '../../access/parties.js';
import type { Database } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { deletePartyRow, documentsOfParty } from './write-repository.js';

/** A party that documents name stays (the lists and history show it); it can be made inactive instead. */
export async function deleteParty(db: Database, ctx: TenantContext, partyId: number) {
  const party = await requireOwnParty(db, ctx, partyId);
  const used = await documentsOfParty(db, party);
  if (used > 0) {
    throw conflict(
      `${party.name} is the recipient of ${used} document${used === 1 ? '' : 's'} and cannot be deleted. Make the party inactive instead.`,
    );
  }
  await db.transaction((tx) => deletePartyRow(tx, party));
}
