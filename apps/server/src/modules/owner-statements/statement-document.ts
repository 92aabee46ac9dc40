import { productCodes, transactionCodes } from '@docvue/contracts';
import { OwnerStatementColumns as C, OwnerStatementKeys as K } from '../document-types/index.js';
import type { LineDraft, StatementDraft, Transmission } from './file/check-statement.js';
import { formatCents, parseDecimal, productInCents } from './file/decimal.js';

/**
 * A statement of a run as its document's fields (the Owner Statement template's keys): what the
 * document screen, the lists, search and the webhook's document number show, the same as an
 * uploaded statement's (seed/documents/revenue.ts).
 */
export function statementValues(t: Transmission, s: StatementDraft): Record<string, string> {
  return {
    [K.checkNumber]: s.checkNumber,
    [K.checkDate]: s.checkDate,
    [K.checkAmount]: formatCents(s.amountCents),
    [K.owner]: s.ownerName,
    [K.ownerNumber]: s.ownerNumber,
    [K.operator]: t.operatorName,
  };
}

/** "Oil", or "Residue gas, Gathering" for a line of a charge rather than revenue. */
export function productOfLine(l: Pick<LineDraft, 'productCode' | 'transactionCode'>): string {
  const product = productCodes[l.productCode as keyof typeof productCodes] ?? l.productCode;
  if (l.transactionCode === 'REV') return product;
  return `${product}, ${transactionCodes[l.transactionCode as keyof typeof transactionCodes] ?? l.transactionCode}`;
}

/**
 * Each detail line as a line item of the document, in the file's order. As the template says,
 * volume, price and gross value are the property's (8/8ths: volume × price, to the cent); the
 * owner's interest is the line's decimal; taxes (production and windfall profit), deductions and
 * net are the owner's, and the nets add up to the check amount.
 */
export function statementLineItems(s: StatementDraft): Record<string, string>[] {
  return s.lines.map((l) => {
    const volume = parseDecimal(l.volume);
    const price = parseDecimal(l.price);
    return {
      [C.property]: l.propertyName,
      [C.productionDate]: `${l.saleMonth}-01`,
      [C.product]: productOfLine(l),
      [C.volume]: l.volume,
      [C.price]: l.price,
      [C.grossValue]: volume && price ? formatCents(productInCents(volume, price)) : '0.00',
      [C.ownerInterest]: l.ownerDecimal,
      [C.taxes]: formatCents(l.productionTaxCents + l.windfallTaxCents),
      [C.deductions]: formatCents(l.deductionsCents),
      [C.netValue]: formatCents(l.ownerNetCents),
    };
  });
}
