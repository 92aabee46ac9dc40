import { isIsoDate } from '@docvue/contracts';
import type { Queryable } from '../../db/client.js';
import { parseCents } from './file/decimal.js';
import {
  fieldsAndLinesOf,
  linesReceivedInYear,
  uploadedStatementsReceived,
  type StatementLineRow,
} from './view-repository.js';

/** A detail line, the same whichever way its statement came (a run's data or an uploaded document's line items). */
export type ReceivedLine = Omit<StatementLineRow, 'statementId'>;

/** One owner statement the company received: one check from one operator, and its lines. */
export interface ReceivedStatement {
  documentId: number;
  operatorCompanyId: number;
  operatorName: string;
  checkNumber: string;
  /** YYYY-MM-DD */
  checkDate: string;
  checkAmountCents: number;
  lines: ReceivedLine[];
}

/** A line with its statement's check and operator. */
export type ReceivedRow = Omit<ReceivedStatement, 'lines' | 'checkAmountCents'> & { line: ReceivedLine };

/** The lines of the statements, each with its statement's check and operator. */
export const linesOf = (statements: ReceivedStatement[]): ReceivedRow[] =>
  statements.flatMap(({ lines, checkAmountCents: _amount, ...s }) => lines.map((line) => ({ ...s, line })));

/** Lines of one property: a run's property id, else (an uploaded stub names it only) its name. */
export const propertyKeyOf = (line: ReceivedLine) => line.propertyId || line.propertyName.trim().toLowerCase();

/** "$1,234.50", "1234.5", "(12.00)" → cents; null when it is no amount. */
export function moneyCents(text: string | null | undefined): number | null {
  if (!text) return null;
  let t = text.replace(/[$,\s]/g, '');
  const parenthesised = /^\((.*)\)$/.exec(t);
  if (parenthesised) t = `-${parenthesised[1]}`;
  const cents = parseCents(t);
  return cents === null ? null : Number(cents);
}

/** A date field as typed (ISO, or M/D/YYYY as a US stub prints it) → YYYY-MM-DD; null when it is not one. */
export function isoDateOf(text: string | null | undefined): string | null {
  const v = text?.trim() ?? '';
  if (isIsoDate(v.slice(0, 10))) return v.slice(0, 10);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (!us) return null;
  const iso = `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

const quantity = (text: string | null | undefined) => (text ?? '').replace(/[$,\s]/g, '') || '0';
const abs = (n: number) => Math.abs(n);

/**
 * An uploaded statement's line item (the Owner Statement template's columns, modules/document-types/
 * templates/owner-statement.ts) as a detail line. Its taxes and deductions are the owner's share,
 * and its net what the check pays: the owner's gross is net plus taxes plus deductions (to the cent,
 * as the stub's own columns add up), with the sign of the net (a reversal takes all of them back).
 */
function lineOfCells(cells: Record<string, string | null>, lineNo: number, checkDate: string): ReceivedLine {
  const net = moneyCents(cells.netValue) ?? 0;
  const sign = net < 0 ? -1 : 1;
  const taxes = sign * abs(moneyCents(cells.taxes) ?? 0);
  const deductions = sign * abs(moneyCents(cells.deductions) ?? 0);
  const produced =
    isoDateOf(cells.productionDate) ??
    (/^\d{4}-\d{2}$/.test(cells.productionDate ?? '') ? `${cells.productionDate}-01` : null);
  return {
    lineNo,
    propertyId: '',
    propertyName: cells.property?.trim() || 'Property not named',
    county: '',
    state: '',
    saleMonth: (produced ?? checkDate).slice(0, 7),
    productCode: cells.product?.trim() ?? '',
    transactionCode: '',
    volume: quantity(cells.volume),
    price: quantity(cells.price),
    ownerDecimal: quantity(cells.ownerInterest),
    ownerGrossCents: net + taxes + deductions,
    productionTaxCents: taxes,
    windfallTaxCents: 0,
    deductionsCents: deductions,
    ownerNetCents: net,
  };
}

/** The whole check of a statement that lists no lines, as one line (gross unknown: the net stands for it). */
const unitemized = (cents: number, checkDate: string): ReceivedLine => ({
  ...lineOfCells({}, 1, checkDate),
  propertyName: 'Not itemized on the statement',
  ownerNetCents: cents,
  ownerGrossCents: cents,
});

/**
 * Every owner statement the company received with a check dated in the year (every year when
 * null), whichever way it came: a statement run's data record (owner-statements' own tables, exact
 * to the decimal) or an owner statement uploaded and sent as any document (its fields and line
 * items). A document with a run's record is read from the record only, so a run's statement that
 * also carries fields and line items counts once. The one source of the owner's view, the 1099
 * tie-out and what the owner's home says was paid: their figures agree because they add the same
 * statements. Oldest check first.
 */
export async function statementsReceived(
  db: Queryable,
  companyId: number,
  year: number | null,
): Promise<ReceivedStatement[]> {
  const [recordLines, uploaded] = await Promise.all([
    linesReceivedInYear(db, companyId, year),
    uploadedStatementsReceived(db, companyId),
  ]);
  const byDocument = new Map<number, ReceivedStatement>();
  for (const r of recordLines) {
    if (r.documentId === null) continue;
    let s = byDocument.get(r.documentId);
    if (!s) {
      s = {
        documentId: r.documentId,
        operatorCompanyId: r.operatorCompanyId,
        operatorName: r.operatorName,
        checkNumber: r.checkNumber,
        checkDate: r.checkDate,
        checkAmountCents: r.checkAmountCents,
        lines: [],
      };
      byDocument.set(r.documentId, s);
    }
    const { statementId: _statement, ...line } = r.line;
    s.lines.push(line);
  }
  const dated = uploaded
    .map((u) => ({ ...u, date: isoDateOf(u.checkDate) ?? u.sentAt?.toISOString().slice(0, 10) ?? null }))
    .filter(
      (u): u is typeof u & { date: string } => u.date !== null && (year === null || u.date.startsWith(`${year}-`)),
    );
  const { fields, lines } = await fieldsAndLinesOf(
    db,
    dated.map((u) => u.documentId),
  );
  const fieldsOf = new Map<number, Record<string, string | null>>();
  for (const f of fields) fieldsOf.set(f.documentId, { ...fieldsOf.get(f.documentId), [f.key]: f.value });
  const cellsOf = new Map<number, Record<string, string | null>[]>();
  for (const l of lines) cellsOf.set(l.documentId, [...(cellsOf.get(l.documentId) ?? []), l.cells]);
  for (const u of dated) {
    const v = fieldsOf.get(u.documentId) ?? {};
    const statementLines = (cellsOf.get(u.documentId) ?? []).map((cells, i) => lineOfCells(cells, i + 1, u.date));
    const checkAmount = moneyCents(v.checkAmount) ?? statementLines.reduce((a, l) => a + l.ownerNetCents, 0);
    // A stub without detail lines still paid its check: one line of the whole amount, so that every
    // figure made of lines (per property, per payer) counts it.
    if (statementLines.length === 0 && checkAmount !== 0) statementLines.push(unitemized(checkAmount, u.date));
    byDocument.set(u.documentId, {
      documentId: u.documentId,
      operatorCompanyId: u.operatorCompanyId,
      operatorName: u.operatorName,
      checkNumber: v.checkNumber?.trim() || `#${u.documentId}`,
      checkDate: u.date,
      checkAmountCents: checkAmount,
      lines: statementLines,
    });
  }
  return [...byDocument.values()].sort((a, b) => a.checkDate.localeCompare(b.checkDate) || a.documentId - b.documentId);
}
