import { productCodes, transactionCodes, usStateCodes, type StatementFileColumn } from '@docvue/contracts';
import { formatCents, formatDollars, parseCents, parseDecimal, productInCents, type Decimal } from './decimal.js';
import type { FileError, FileRecord } from './records.js';

/** Who pays and where owners ask (Texas NRC §91.502 (12)): on every statement of the transmission. */
export interface Transmission {
  operatorName: string;
  operatorAddress: string;
  operatorPhone: string;
}

export interface LineDraft {
  lineNo: number;
  propertyId: string;
  propertyName: string;
  county: string;
  state: string;
  saleMonth: string;
  productCode: string;
  transactionCode: string;
  volume: string;
  price: string;
  ownerDecimal: string;
  ownerGrossCents: bigint;
  productionTaxCents: bigint;
  windfallTaxCents: bigint;
  deductionsCents: bigint;
  ownerNetCents: bigint;
}

/** A check that passed every check: one owner statement. */
export interface StatementDraft {
  lineNumber: number;
  checkNumber: string;
  checkDate: string;
  ownerNumber: string;
  ownerName: string;
  amountCents: bigint;
  lines: LineDraft[];
}

const stateCodes = new Set<string>(usStateCodes);
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

function isRealDate(text: string) {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The transmission record's problems (all three of its fields are on every stub). */
export function checkTransmission(record: FileRecord | undefined): {
  transmission?: Transmission;
  errors: FileError[];
} {
  if (!record || record.type !== 'T') {
    return {
      errors: [
        {
          lineNumber: record?.lineNumber ?? 2,
          column: 'record_type',
          checkNumber: null,
          message: 'The file must begin with its transmission record (T): the operator’s name, address and phone.',
        },
      ],
    };
  }
  const errors: FileError[] = [];
  const required = (column: StatementFileColumn, what: string) => {
    const value = record.get(column);
    if (!value)
      errors.push({ ...record.place(column), checkNumber: null, message: `${what} is required (Texas NRC §91.502).` });
    return value;
  };
  const transmission = {
    operatorName: required('operator_name', 'The operator’s name'),
    operatorAddress: required('operator_address', 'An address for owners’ questions'),
    operatorPhone: required('operator_phone', 'A phone number for owners’ questions'),
  };
  return errors.length > 0 ? { errors } : { transmission, errors };
}

/**
 * Checks one check and its detail lines (docs/owner-statement-format.md "What is checked"): the
 * Texas §91.502 items present on every line, each line's arithmetic to the cent (volume × price ×
 * decimal = owner gross; owner gross − production tax − windfall profit tax − deductions = owner
 * net), and the lines' nets adding up to the check's amount. Every problem is reported at its
 * line and column; a check with any problem makes no statement.
 */
export function checkStatement(
  check: FileRecord,
  details: readonly FileRecord[],
): { draft?: StatementDraft; errors: FileError[] } {
  const errors: FileError[] = [];
  const checkNumber = check.get('check_number') || null;
  const fail = (record: FileRecord, column: StatementFileColumn | null, message: string) =>
    errors.push({ ...record.place(column), checkNumber, message });
  const required = (record: FileRecord, column: StatementFileColumn, label: string) => {
    const value = record.get(column);
    if (!value) fail(record, column, `${label} is required.`);
    else if (value.length > 200) fail(record, column, `${label} is longer than 200 characters.`);
    return value;
  };
  const money = (record: FileRecord, column: StatementFileColumn, label: string): bigint | null => {
    const text = record.get(column);
    if (!text) {
      fail(record, column, `${label} is required.`);
      return null;
    }
    const cents = parseCents(text);
    if (cents === null)
      fail(
        record,
        column,
        `${label} "${text}" is not an amount (digits, a point and at most two decimals, e.g. -1234.56).`,
      );
    return cents;
  };
  const decimal = (record: FileRecord, column: StatementFileColumn, label: string): Decimal | null => {
    const text = record.get(column);
    if (!text) {
      fail(record, column, `${label} is required.`);
      return null;
    }
    const d = parseDecimal(text);
    if (!d) fail(record, column, `${label} "${text}" is not a number (at most 8 decimals).`);
    return d;
  };

  required(check, 'check_number', 'Check number');
  const checkDate = required(check, 'check_date', 'Check date');
  if (checkDate && !isRealDate(checkDate))
    fail(check, 'check_date', `Check date "${checkDate}" is not a date (YYYY-MM-DD).`);
  const ownerNumber = required(check, 'owner_number', 'Owner number');
  const ownerName = required(check, 'owner_name', 'Owner name');
  const amount = money(check, 'check_amount', 'Check amount');
  if (details.length === 0) fail(check, null, 'The check has no detail lines.');

  const lines: LineDraft[] = [];
  let total = 0n;
  let linesAdd = true;
  details.forEach((d, i) => {
    const before = errors.length;
    const propertyId = required(d, 'property_id', 'Property or well id (§91.502 (1))');
    const propertyName = required(d, 'property_name', 'Property or well name (§91.502 (1))');
    const county = required(d, 'county', 'County (§91.502 (1))');
    const state = required(d, 'state', 'State (§91.502 (1))').toUpperCase();
    if (state && !stateCodes.has(state)) fail(d, 'state', `State "${state}" is not a US state code (TX, NM, OK…).`);
    const saleMonth = required(d, 'sale_month', 'Month of sale (§91.502 (2))');
    const month = MONTH.exec(saleMonth);
    if (saleMonth && (!month || Number(month[2]) < 1 || Number(month[2]) > 12)) {
      fail(d, 'sale_month', `Month of sale "${saleMonth}" is not a month (YYYY-MM).`);
    }
    const productCode = required(d, 'product_code', 'Product code').toUpperCase();
    if (productCode && !(productCode in productCodes)) {
      fail(d, 'product_code', `Product code "${productCode}" is not one of ${Object.keys(productCodes).join(', ')}.`);
    }
    const transactionCode = required(d, 'transaction_code', 'Transaction code').toUpperCase();
    if (transactionCode && !(transactionCode in transactionCodes)) {
      fail(
        d,
        'transaction_code',
        `Transaction code "${transactionCode}" is not one of ${Object.keys(transactionCodes).join(', ')}.`,
      );
    }
    const volume = decimal(d, 'volume', 'Volume (§91.502 (3))');
    const price = decimal(d, 'price', 'Price (§91.502 (4))');
    const ownerDecimal = decimal(d, 'owner_decimal', 'Owner decimal interest (§91.502 (9))');
    if (ownerDecimal && (ownerDecimal.units < 0n || ownerDecimal.units > 10n ** BigInt(ownerDecimal.scale))) {
      fail(d, 'owner_decimal', `Owner decimal interest ${d.get('owner_decimal')} is not between 0 and 1.`);
    }
    const gross = money(d, 'owner_gross', 'Owner gross (§91.502 (10))');
    const tax = money(d, 'production_tax', 'Severance and production taxes (§91.502 (5))');
    const windfall = money(d, 'windfall_profit_tax', 'Windfall profit tax (§91.502 (6))');
    const deductions = money(d, 'deductions', 'Other deductions (§91.502 (7))');
    const net = money(d, 'owner_net', 'Owner net (§91.502 (8), (11))');
    if (volume && price && ownerDecimal && gross !== null) {
      const expected = productInCents(volume, price, ownerDecimal);
      if (expected !== gross) {
        fail(
          d,
          'owner_gross',
          `Owner gross ${formatCents(gross)} is not volume × price × decimal = ${d.get('volume')} × ${d.get('price')} × ${d.get('owner_decimal')} = ${formatCents(expected)}.`,
        );
      }
    }
    if (gross !== null && tax !== null && windfall !== null && deductions !== null && net !== null) {
      const expected = gross - tax - windfall - deductions;
      if (expected !== net) {
        fail(
          d,
          'owner_net',
          `Owner net ${formatCents(net)} is not gross − taxes − deductions = ${formatCents(gross)} − ${formatCents(tax)} − ${formatCents(windfall)} − ${formatCents(deductions)} = ${formatCents(expected)}.`,
        );
      }
    }
    if (net !== null) total += net;
    else linesAdd = false;
    if (errors.length > before) return;
    lines.push({
      lineNo: i + 1,
      propertyId,
      propertyName,
      county,
      state,
      saleMonth,
      productCode,
      transactionCode,
      volume: d.get('volume'),
      price: d.get('price'),
      ownerDecimal: d.get('owner_decimal'),
      ownerGrossCents: gross!,
      productionTaxCents: tax!,
      windfallTaxCents: windfall!,
      deductionsCents: deductions!,
      ownerNetCents: net!,
    });
  });
  if (amount !== null && linesAdd && details.length > 0 && total !== amount) {
    fail(
      check,
      'check_amount',
      `Check amount ${formatDollars(amount)} is not the sum of its lines’ owner net, ${formatDollars(total)} (${details.length} lines).`,
    );
  }
  if (errors.length > 0) return { errors };
  return {
    errors,
    draft: {
      lineNumber: check.lineNumber,
      checkNumber: checkNumber!,
      checkDate,
      ownerNumber,
      ownerName,
      amountCents: amount!,
      lines,
    },
  };
}
