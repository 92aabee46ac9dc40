import type { TieOut } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { formatCents, parseCents } from './file/decimal.js';
import { form1099sReceived, linesReceivedInYear } from './view-repository.js';

/**
 * The year's statements tied to the 1099s received: per payer, the owner's gross (before taxes
 * and deductions, as box 2 reports it) of the checks dated in the year against box 2 of that
 * payer's 1099 for the year (the latest one received, a corrected form replacing the first).
 * 1099s report what was paid in the year: a December sale paid in January counts in the year it
 * was paid, and is flagged, since it is the usual reason an owner's own sum by month of sale
 * differs.
 */
export async function getTieOut(db: Database, ctx: TenantContext, year: number): Promise<TieOut> {
  const lines = await linesReceivedInYear(db, ctx.companyId, year);
  const forms = await form1099sReceived(db, ctx.companyId, year);
  type Acc = {
    name: string;
    gross: bigint;
    statements: Set<number>;
    december: TieOut['rows'][number]['decemberSalesPaidInJanuary'];
  };
  const byPayer = new Map<number, Acc>();
  const accOf = (id: number, name: string) => {
    let acc = byPayer.get(id);
    if (!acc) byPayer.set(id, (acc = { name, gross: 0n, statements: new Set(), december: [] }));
    return acc;
  };
  for (const r of lines) {
    const acc = accOf(r.operatorCompanyId, r.operatorName);
    acc.gross += BigInt(r.line.ownerGrossCents);
    acc.statements.add(r.documentId!);
    if (r.line.saleMonth === `${year - 1}-12` && r.checkDate.startsWith(`${year}-01`)) {
      acc.december.push({
        documentId: r.documentId!,
        checkNumber: r.checkNumber,
        checkDate: r.checkDate,
        saleMonth: r.line.saleMonth,
        ownerGross: formatCents(r.line.ownerGrossCents),
      });
    }
  }
  const latestForm = new Map<number, (typeof forms)[number]>();
  for (const f of forms) {
    latestForm.set(f.payerCompanyId, f);
    accOf(f.payerCompanyId, f.payerName);
  }
  const rows: TieOut['rows'] = [...byPayer].map(([payerId, acc]) => {
    const form = latestForm.get(payerId);
    const box2 = form?.royalties ? parseCents(form.royalties.replace(/[$,\s]/g, '')) : null;
    const difference = box2 === null ? null : box2 - acc.gross;
    return {
      operatorCompanyId: payerId,
      operatorName: acc.name,
      statementGross: formatCents(acc.gross),
      statementCount: acc.statements.size,
      box2: box2 === null ? null : formatCents(box2),
      form1099DocumentId: form?.documentId ?? null,
      difference: difference === null ? null : formatCents(difference),
      ties: difference === 0n,
      decemberSalesPaidInJanuary: acc.december,
    };
  });
  rows.sort((a, b) => a.operatorName.localeCompare(b.operatorName));
  return { year, rows };
}
