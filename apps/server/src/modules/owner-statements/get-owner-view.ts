import { productUnit, type OwnerView, type OwnerViewGroup } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { formatCents, formatDollars, sameDecimal } from './file/decimal.js';
import { presentLine } from './present-line.js';
import { linesOf, propertyKeyOf, statementsReceived, type ReceivedRow as Row } from './statements-received.js';

const abs = (text: string) => (text.startsWith('-') ? text.slice(1) : text);
const isReversal = (r: Row) =>
  r.line.volume.startsWith('-') || (r.line.ownerNetCents < 0 && r.line.transactionCode === 'REV');

/** "Volume 1000 → 1040 bbl; price unchanged; decimal unchanged: net +$12.34" */
function explain(reversal: Row, rebook: Row) {
  const change = (before: string, after: string) => (sameDecimal(before, after) ? null : { before, after });
  const volume = change(abs(reversal.line.volume), rebook.line.volume);
  const price = change(abs(reversal.line.price), rebook.line.price);
  const ownerDecimal = change(reversal.line.ownerDecimal, rebook.line.ownerDecimal);
  const net = rebook.line.ownerNetCents + reversal.line.ownerNetCents;
  const unit = productUnit(rebook.line.productCode);
  const parts = [
    volume ? `volume ${volume.before} → ${volume.after} ${unit}` : 'volume unchanged',
    price ? `price ${price.before} → ${price.after}` : 'price unchanged',
    ownerDecimal ? `decimal ${ownerDecimal.before} → ${ownerDecimal.after}` : 'decimal unchanged',
  ];
  const sign = net > 0 ? '+' : '';
  const text = `${parts.join('; ')}: net ${sign}${formatDollars(net)}`;
  return {
    volume,
    price,
    ownerDecimal,
    netChange: formatCents(net),
    explanation: text.charAt(0).toUpperCase() + text.slice(1),
  };
}

/**
 * The owner's view of a year: every statement received (statements-received.ts: a run's or an
 * uploaded one), from every operator, per property and month of sale. A prior-period reversal (negative volume) is paired with the rebook of the same
 * property, month, product and transaction that replaces it, and the difference explained by
 * volume, price and decimal; a reversal without a rebook stands alone.
 */
export async function getOwnerView(db: Database, ctx: TenantContext, year: number): Promise<OwnerView> {
  const rows = linesOf(await statementsReceived(db, ctx.companyId, year));
  // An uploaded stub names its property only: its lines join the run lines of the property of that name.
  const idByName = new Map<string, string>();
  for (const r of rows)
    if (r.line.propertyId) idByName.set(propertyKeyOf({ ...r.line, propertyId: '' }), r.line.propertyId);
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const property = idByName.get(propertyKeyOf(r.line)) ?? propertyKeyOf(r.line);
    const key = `${r.operatorCompanyId}\u0000${property}\u0000${r.line.saleMonth}`;
    const g = groups.get(key) ?? [];
    g.push(r);
    groups.set(key, g);
  }
  const out: OwnerViewGroup[] = [];
  for (const g of groups.values()) {
    const first = g.find((r) => r.line.propertyId) ?? g[0]!;
    const used = new Set<Row>();
    const adjustments: OwnerViewGroup['adjustments'] = [];
    for (const reversal of g.filter(isReversal)) {
      const candidates = g.filter(
        (r) =>
          !used.has(r) &&
          !isReversal(r) &&
          r.line.productCode === reversal.line.productCode &&
          r.line.transactionCode === reversal.line.transactionCode &&
          r.checkDate >= reversal.checkDate,
      );
      // The rebook on the same statement first, then the next one.
      const rebook = candidates.find((r) => r.documentId === reversal.documentId) ?? candidates[0];
      if (rebook) used.add(rebook);
      adjustments.push({
        reversalLineNo: g.indexOf(reversal) + 1,
        rebookLineNo: rebook ? g.indexOf(rebook) + 1 : null,
        difference: rebook ? explain(reversal, rebook) : null,
      });
    }
    out.push({
      operatorCompanyId: first.operatorCompanyId,
      operatorName: first.operatorName,
      propertyId: first.line.propertyId,
      propertyName: first.line.propertyName,
      county: first.line.county,
      state: first.line.state,
      saleMonth: first.line.saleMonth,
      ownerGross: formatCents(g.reduce((a, r) => a + BigInt(r.line.ownerGrossCents), 0n)),
      ownerNet: formatCents(g.reduce((a, r) => a + BigInt(r.line.ownerNetCents), 0n)),
      // Numbered in the group's order (1…), which reversalLineNo and rebookLineNo refer to.
      lines: g.map((r, i) => ({
        ...presentLine(r.line),
        lineNo: i + 1,
        documentId: r.documentId,
        checkNumber: r.checkNumber,
        checkDate: r.checkDate,
        isReversal: isReversal(r),
      })),
      adjustments,
    });
  }
  out.sort(
    (a, b) =>
      a.operatorName.localeCompare(b.operatorName) ||
      a.propertyName.localeCompare(b.propertyName) ||
      a.saleMonth.localeCompare(b.saleMonth),
  );
  return { year, groups: out };
}
