import { DocumentTemplate, PartyType, type PartyTypeId } from '@docvue/contracts';

/**
 * Whom a new document of a type goes to, where the network fixes it (docs/design.md §1): a vendor
 * bills purchasers, an operator sends division orders and owner statements to owners. Other
 * types (W9, ACH, run statements, 1099s) go to any kind of partner.
 */
const recipientPartyTypes: Partial<Record<number, PartyTypeId>> = {
  [DocumentTemplate.ArInvoice]: PartyType.Purchaser,
  [DocumentTemplate.DivisionOrder]: PartyType.Owner,
  [DocumentTemplate.OwnerStatement]: PartyType.Owner,
};

/** The party type to pick the recipient from; undefined for every type. */
export const recipientPartyTypeOf = (templateId: number): PartyTypeId | undefined => recipientPartyTypes[templateId];
