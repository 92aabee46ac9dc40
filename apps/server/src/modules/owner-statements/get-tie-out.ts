import { TieOutExplanation, type TieOut } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { formatCents, formatDollars } from './file/decimal.js';
import { linesOf, moneyCents, statementsReceived, type ReceivedRow } from './statements-received.js';
import { form1099sReceived } from './view-repository.js';

type Row = TieOut['rows'][number];
type Explanation = Row['explanations'][number];

const sum = (rows: ReceivedRow[], pick: (r: ReceivedRow) => number) => rows.reduce((a, r) => a + BigInt(pick(r)), 0n);
const gross = (r: ReceivedRow) => r.line.ownerGrossCents;
const net = (r: ReceivedRow) => r.line.ownerNetCents;
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Why box 2 differs from the payer's statements of the year. Box 2 reports the gross royalties paid
 * in the year; a payer that reported its net, or counted sales by month of sale (a December sale
 * paid in January moves a year), gives a figure the statements reproduce exactly, and that is the
 * reason given. Otherwise what is left is statements missing (box 2 more) or a 1099 to correct
 * (box 2 less).
 */
function explain(
  year: number,
  payer: string,
  box2: bigint | null,
  lines: ReceivedRow[],
  nextJanuary: ReceivedRow[],
): Explanation[] {
  const count = new Set(lines.map((l) => l.documentId)).size;
  if (box2 === null)
    return count === 0
      ? []
      : [
          {
            kind: TieOutExplanation.NoForm1099,
            amount: null,
            text: `No 1099 for ${year} received from ${payer} (a payer sends it by January 31, ${year + 1})`,
          },
        ];
  const g = sum(lines, gross);
  if (box2 === g) return [];
  if (count === 0)
    return [
      {
        kind: TieOutExplanation.StatementsMissing,
        amount: formatCents(box2),
        text: `No statement from ${payer} with a check dated in ${year} has been received: nothing you have stands behind the 1099's ${formatDollars(box2)}`,
      },
    ];
  const paidInJanuary = lines.filter(
    (l) => l.line.saleMonth === `${year - 1}-12` && l.checkDate.startsWith(`${year}-01`),
  );
  const soldInDecember = nextJanuary.filter((l) => l.line.saleMonth === `${year}-12`);
  const n = sum(lines, net);
  const bySale = (pick: (r: ReceivedRow) => number) =>
    sum(lines, pick) - sum(paidInJanuary, pick) + sum(soldInDecember, pick);
  const december = (pick: (r: ReceivedRow) => number): Explanation => {
    const out = sum(paidInJanuary, pick);
    const inn = sum(soldInDecember, pick);
    const parts = [
      ...(out !== 0n ? [`leaves out December ${year - 1} sales paid in January ${year} (${formatDollars(out)})`] : []),
      ...(inn !== 0n ? [`adds December ${year} sales paid in January ${year + 1} (${formatDollars(inn)})`] : []),
    ];
    return {
      kind: TieOutExplanation.DecemberPaidInJanuary,
      amount: formatCents(inn - out),
      text: `Box 2 counts sales by month of sale, not by the day they were paid: it ${parts.join(' and ')}`,
    };
  };
  const decemberMoves = paidInJanuary.length > 0 || soldInDecember.length > 0;
  const netText = (amount: bigint): Explanation => ({
    kind: TieOutExplanation.GrossVsNet,
    amount: formatCents(amount),
    text: `Box 2 is the statements' net, not their gross: ${payer} reported what it paid after taxes (${formatDollars(
      sum(lines, (r) => r.line.productionTaxCents + r.line.windfallTaxCents),
    )}) and deductions (${formatDollars(sum(lines, (r) => r.line.deductionsCents))}); box 2 reports royalties before them (${formatDollars(g)})`,
  });
  if (box2 === n) return [netText(n - g)];
  if (decemberMoves && box2 === bySale(gross)) return [december(gross)];
  if (decemberMoves && box2 === bySale(net)) return [netText(n - g), december(net)];
  const d = box2 - g;
  if (d < 0n)
    return [
      {
        kind: TieOutExplanation.MoreOnStatements,
        amount: formatCents(d),
        text: `The statements received from ${payer} add up to ${formatDollars(-d)} more than box 2: ask ${payer} for a corrected 1099`,
      },
    ];
  const months = new Set(lines.map((l) => Number(l.checkDate.slice(5, 7)) - 1));
  const without = monthNames.filter((_, i) => !months.has(i));
  return [
    {
      kind: TieOutExplanation.StatementsMissing,
      amount: formatCents(d),
      text: `Box 2 is ${formatDollars(d)} more than the ${count} statement${count === 1 ? '' : 's'} received from ${payer}: statements for ${formatDollars(d)} are missing${
        without.length > 0 ? ` (no check dated in ${without.join(', ')} ${year})` : ''
      }`,
    },
  ];
}

/**
 * The year's statements tied to the 1099s received: per payer, the owner's gross (before taxes
 * and deductions, as box 2 reports it) of the checks dated in the year against box 2 of that
 * payer's 1099 for the year (the latest one received, a corrected form replacing the first). The
 * statements are the owner view's (statements-received.ts), so a payer's gross and net here are
 * the sums of its groups there, to the cent. 1099s report what was paid in the year: a December
 * sale paid in January counts in the year it was paid, and is flagged, since it is the usual reason
 * an owner's own sum by month of sale differs; every difference says why.
 */
export async function getTieOut(db: Database, ctx: TenantContext, year: number): Promise<TieOut> {
  const [statements, nextYear, forms] = await Promise.all([
    statementsReceived(db, ctx.companyId, year),
    statementsReceived(db, ctx.companyId, year + 1),
    form1099sReceived(db, ctx.companyId, year),
  ]);
  const lines = linesOf(statements);
  const nextJanuary = linesOf(nextYear).filter((r) => r.checkDate.startsWith(`${year + 1}-01`));
  const payers = new Map<number, string>();
  for (const s of statements) payers.set(s.operatorCompanyId, s.operatorName);
  const latestForm = new Map<number, (typeof forms)[number]>();
  for (const f of forms) {
    latestForm.set(f.payerCompanyId, f);
    if (!payers.has(f.payerCompanyId)) payers.set(f.payerCompanyId, f.payerName);
  }
  const rows: Row[] = [...payers].map(([payerId, name]) => {
    const own = lines.filter((r) => r.operatorCompanyId === payerId);
    const form = latestForm.get(payerId);
    const cents = form?.royalties ? moneyCents(form.royalties) : null;
    const box2 = cents === null ? null : BigInt(cents);
    const statementGross = sum(own, gross);
    const difference = box2 === null ? null : box2 - statementGross;
    return {
      operatorCompanyId: payerId,
      operatorName: name,
      statementGross: formatCents(statementGross),
      statementNet: formatCents(sum(own, net)),
      statementTaxes: formatCents(sum(own, (r) => r.line.productionTaxCents + r.line.windfallTaxCents)),
      statementDeductions: formatCents(sum(own, (r) => r.line.deductionsCents)),
      statementCount: new Set(own.map((r) => r.documentId)).size,
      box2: box2 === null ? null : formatCents(box2),
      form1099DocumentId: form?.documentId ?? null,
      difference: difference === null ? null : formatCents(difference),
      ties: difference === 0n,
      explanations: explain(
        year,
        name,
        box2,
        own,
        nextJanuary.filter((r) => r.operatorCompanyId === payerId),
      ),
      decemberSalesPaidInJanuary: own
        .filter((r) => r.line.saleMonth === `${year - 1}-12` && r.checkDate.startsWith(`${year}-01`))
        .map((r) => ({
          documentId: r.documentId,
          checkNumber: r.checkNumber,
          checkDate: r.checkDate,
          saleMonth: r.line.saleMonth,
          ownerGross: formatCents(r.line.ownerGrossCents),
        })),
    };
  });
  rows.sort((a, b) => a.operatorName.localeCompare(b.operatorName));
  return { year, rows };
}
