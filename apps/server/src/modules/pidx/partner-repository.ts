import { and, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies, parties } from '../../db/schema/index.js';

/** A party of the sender that is connected on the network, with what PIDX identifiers may match. */
export interface ConnectedParty {
  id: number;
  partyTypeId: number;
  number: string;
  taxIdentifier: string | null;
  externalSystemId: string | null;
  connectedCompanyId: number;
  companyTaxNumber: string | null;
}

/** The sender's connected parties: the only ones an invoice it sends can be routed to. */
export async function connectedPartiesOf(db: Queryable, senderCompanyId: number): Promise<ConnectedParty[]> {
  const rows = await db
    .select({
      id: parties.id,
      partyTypeId: parties.partyTypeId,
      number: parties.number,
      taxIdentifier: parties.taxIdentifier,
      externalSystemId: parties.externalSystemId,
      connectedCompanyId: parties.connectedCompanyId,
      companyTaxNumber: companies.taxNumber,
    })
    .from(parties)
    .innerJoin(companies, eq(companies.id, parties.connectedCompanyId))
    .where(and(eq(parties.companyId, senderCompanyId), isNotNull(parties.connectedCompanyId)));
  return rows.map((r) => ({ ...r, connectedCompanyId: r.connectedCompanyId! }));
}

/**
 * The numbers that the sender's connected partners gave the sender in their own books (their
 * vendor number for it: a PIDX Seller's `AssignedByBuyer`), by partner company. Read only among
 * companies the sender is connected with, both ways.
 */
export async function numbersGivenToSender(db: Queryable, senderCompanyId: number, partnerCompanyIds: number[]) {
  if (partnerCompanyIds.length === 0) return [];
  const rows = await db
    .select({ companyId: parties.companyId, number: parties.number, externalSystemId: parties.externalSystemId })
    .from(parties)
    .where(eq(parties.connectedCompanyId, senderCompanyId));
  return rows.filter((r) => partnerCompanyIds.includes(r.companyId));
}

/**
 * What the product knows of the two companies of an invoice, for checking the partner ids of an
 * InvoiceResponse posted on it: the buyer as the sender's party (number, ERP id, tax id) and its
 * company's tax number; the seller's tax number and the numbers the buyer's books give the seller.
 */
export async function partnerIdsOfInvoice(
  db: Queryable,
  doc: { senderCompanyId: number; receiverCompanyId: number | null; receivingPartyId: number | null },
) {
  const taxOf = async (companyId: number | null) =>
    companyId === null
      ? null
      : ((await db.select({ tax: companies.taxNumber }).from(companies).where(eq(companies.id, companyId)))[0]?.tax ??
        null);
  const [party] =
    doc.receivingPartyId === null
      ? []
      : await db
          .select({ number: parties.number, externalSystemId: parties.externalSystemId, tax: parties.taxIdentifier })
          .from(parties)
          .where(and(eq(parties.id, doc.receivingPartyId), eq(parties.companyId, doc.senderCompanyId)));
  const sellerInBuyersBooks =
    doc.receiverCompanyId === null
      ? []
      : await db
          .select({ number: parties.number, externalSystemId: parties.externalSystemId })
          .from(parties)
          .where(
            and(eq(parties.companyId, doc.receiverCompanyId), eq(parties.connectedCompanyId, doc.senderCompanyId)),
          );
  return {
    buyer: {
      assignedBySeller: [party?.number, party?.externalSystemId],
      tax: [party?.tax, await taxOf(doc.receiverCompanyId)],
    },
    seller: {
      assignedByBuyer: sellerInBuyersBooks.flatMap((p) => [p.number, p.externalSystemId]),
      tax: [await taxOf(doc.senderCompanyId)],
    },
  };
}
