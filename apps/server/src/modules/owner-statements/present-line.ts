import type { OwnerStatementLine } from '@docvue/contracts';
import { formatCents } from './file/decimal.js';
import type { StatementLineRow } from './view-repository.js';

export function presentLine(l: Omit<StatementLineRow, 'statementId'>): OwnerStatementLine {
  return {
    lineNo: l.lineNo,
    propertyId: l.propertyId,
    propertyName: l.propertyName,
    county: l.county,
    state: l.state,
    saleMonth: l.saleMonth,
    productCode: l.productCode,
    transactionCode: l.transactionCode,
    volume: l.volume,
    price: l.price,
    ownerDecimal: l.ownerDecimal,
    ownerGross: formatCents(l.ownerGrossCents),
    productionTax: formatCents(l.productionTaxCents),
    windfallProfitTax: formatCents(l.windfallTaxCents),
    deductions: formatCents(l.deductionsCents),
    ownerNet: formatCents(l.ownerNetCents),
  };
}
