import type { Queryable } from '../../db/client.js';
import { partnerIdsOfInvoice } from './partner-repository.js';
import { pidxProblem } from './pidx-problem.js';
import { readPartnersLeniently } from './read-partners.js';
import { childNamed, readXmlTree } from './xml-tree.js';

const norm = (s: string | null | undefined) => (s ?? '').replace(/[\s-]/g, '').toLowerCase();
const kind = (indicator: string) => indicator.replace(/[\s_-]/g, '').toLowerCase();
const same = (a: string, b: string) => a.replace(/\s/g, '').toLowerCase() === b.replace(/\s/g, '').toLowerCase();

const buyerRoles = ['BillTo', 'SoldTo', 'Payer', 'Buyer', 'Customer'];
const sellerRoles = ['Seller', 'Vendor', 'Supplier', 'RemitTo'];

/**
 * The partner ids of an InvoiceResponse, when it has them, must be the invoice's companies'
 * (docs/design.md §9). Only the ids the product can know are compared: the buyer's
 * `AssignedBySeller` (the sender's party number or ERP id), the seller's `AssignedByBuyer` (the
 * buyer's vendor number for it) and tax ids; a partner with such ids of which none is known is
 * 400 naming it. DUNS numbers and other kinds are not kept per company, so they are not compared
 * (a real ERP sends them; refusing them would refuse true answers).
 */
export async function checkResponsePartners(
  db: Queryable,
  xml: Buffer,
  doc: { senderCompanyId: number; receiverCompanyId: number | null; receivingPartyId: number | null },
) {
  const root = readXmlTree(xml);
  const props = childNamed(root, 'InvoiceResponseProperties');
  if (!props) return;
  const partners = readPartnersLeniently(props).filter((p) => p.identifiers.length > 0);
  if (partners.length === 0) return;
  const known = await partnerIdsOfInvoice(db, doc);
  for (const p of partners) {
    const isBuyer = buyerRoles.some((r) => same(r, p.role));
    const isSeller = sellerRoles.some((r) => same(r, p.role));
    if (!isBuyer && !isSeller) continue;
    const checkable = p.identifiers.flatMap((id) => {
      const k = kind(id.indicator);
      const values =
        k.includes('tax') || k === 'employeridentificationnumber'
          ? isBuyer
            ? known.buyer.tax
            : known.seller.tax
          : isBuyer && ['assignedbyseller', 'assignedbysupplier', 'assignedbyvendor'].includes(k)
            ? known.buyer.assignedBySeller
            : isSeller && k === 'assignedbybuyer'
              ? known.seller.assignedByBuyer
              : [];
      const keep = values.map(norm).filter(Boolean);
      return keep.length > 0 ? [{ id, matches: keep.includes(norm(id.value)) }] : [];
    });
    if (checkable.length > 0 && !checkable.some((c) => c.matches)) {
      throw pidxProblem(
        p.path,
        `the partner identifiers (${checkable.map((c) => `${c.id.indicator} ${c.id.value}`).join(', ')}) are not this invoice's ${isBuyer ? 'buyer' : 'seller'}`,
      );
    }
  }
}
