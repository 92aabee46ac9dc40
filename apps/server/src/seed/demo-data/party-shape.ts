import { type PartyTypeId } from '@docvue/contracts';
import { type CompanyKey } from './companies.js';

/** The three fields the five connection states are derived from (contracts `connectionStatusOf`). */
export type PartyNetwork =
  | { kind: 'connected'; company: CompanyKey }
  | { kind: 'suggested'; company: CompanyKey; inviteSent: boolean }
  | { kind: 'offNetwork'; inviteSent: boolean };

export interface DemoParty {
  /** Whose address book the entry is in. */
  owner: CompanyKey;
  /** Unique per owner: the partner's company key, or a slug for partners off the network. */
  key: string;
  partyTypeId: PartyTypeId;
  name: string;
  number: string;
  emails: string[];
  taxIdentifier: string;
  phone: string;
  addressLineOne: string;
  addressLineTwo?: string;
  city: string;
  state: string;
  zipCode: string;
  /** Codes of the owner's org units the partner works with. */
  orgUnits: string[];
  network: PartyNetwork;
  achRoutingTransitNumber?: string;
}
