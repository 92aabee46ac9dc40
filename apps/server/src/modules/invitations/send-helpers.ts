import type { OwnParty } from '../../access/parties.js';
import { badRequest } from '../../lib/errors.js';

/**
 * Sending side of invitations (docs/design.md §4): a party on the network is asked to connect
 * (ask-to-connect.ts), a party off it is e-mailed a registration link (invite-to-network.ts). Both
 * mark the party's invite as sent, in the caller's transaction, so the state the lists show is the
 * state that was stored. Neither asks a party that is connected already.
 */
export const alreadyConnected = (party: OwnParty) =>
  badRequest(`${party.name} is already connected to you on the exchange network.`);
