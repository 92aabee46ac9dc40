import type { Queryable } from '../../db/client.js';
import { moneyCents, statementsReceived, type ReceivedStatement } from './statements-received.js';
import { form1099sReceived } from './view-repository.js';

/** What one operator is known to have paid the company: its statements' checks and its 1099s. */
export interface PaymentsFrom {
  statements: ReceivedStatement[];
  /** 1099s received from it that report royalties paid (box 2 above zero), oldest tax year first. */
  forms1099: { documentId: number; taxYear: number; royaltiesCents: number }[];
}

/**
 * Everything the company received that says an operator paid it, per operator: every statement
 * with a check (the same statements the owner view and the tie-out add up) and every 1099 with
 * royalties. What "Why Payments Are Held" sets against its reasons.
 */
export async function paymentsReceived(db: Queryable, companyId: number): Promise<Map<number, PaymentsFrom>> {
  const [statements, forms] = await Promise.all([
    statementsReceived(db, companyId, null),
    form1099sReceived(db, companyId, null),
  ]);
  const out = new Map<number, PaymentsFrom>();
  const of = (id: number) => {
    let p = out.get(id);
    if (!p) out.set(id, (p = { statements: [], forms1099: [] }));
    return p;
  };
  for (const s of statements) of(s.operatorCompanyId).statements.push(s);
  for (const f of forms) {
    const royalties = moneyCents(f.royalties);
    if (royalties !== null && royalties > 0)
      of(f.payerCompanyId).forms1099.push({
        documentId: f.documentId,
        taxYear: Number.parseInt(f.taxYear!, 10),
        royaltiesCents: royalties,
      });
  }
  for (const p of out.values()) p.forms1099.sort((a, b) => a.taxYear - b.taxYear || a.documentId - b.documentId);
  return out;
}
