import { z } from 'zod';
import { pageQuery, paged, wholeNumber } from './common.js';

/**
 * The owner statement file (docs/owner-statement-format.md): one transmission of an operator's
 * monthly revenue, checks to owners, each with its detail lines, after the industry's check-stub
 * exchange (CDEX) hierarchy. CSV: one header row, then one row per record, its type in the first
 * column; JSON: the same hierarchy nested.
 */
export const RecordType = {
  /** The transmission: who pays, and where owners ask questions (Texas NRC §91.502 (12)). */
  Transmission: 'T',
  /** A check to one owner (the check summary). */
  Check: 'C',
  /** A detail line of the check above it. */
  Detail: 'D',
  /** The transmission summary: how many checks, for how much. */
  Summary: 'S',
} as const;

/** The CSV's columns, in this order (the header names them; a record fills the columns of its type). */
export const statementFileColumns = [
  'record_type',
  'operator_name',
  'operator_address',
  'operator_phone',
  'check_number',
  'check_date',
  'owner_number',
  'owner_name',
  'check_amount',
  'property_id',
  'property_name',
  'county',
  'state',
  'sale_month',
  'product_code',
  'transaction_code',
  'volume',
  'price',
  'owner_decimal',
  'owner_gross',
  'production_tax',
  'windfall_profit_tax',
  'deductions',
  'owner_net',
  'check_count',
  'total_amount',
] as const;
export type StatementFileColumn = (typeof statementFileColumns)[number];

/** Product codes (volume in bbl for liquids, MCF for gas). */
export const productCodes = {
  OIL: 'Oil',
  CND: 'Condensate',
  GAS: 'Residue gas',
  CSG: 'Casinghead gas',
  NGL: 'Plant products (NGL)',
} as const;
export type ProductCode = keyof typeof productCodes;
export const productUnit = (code: string) => (code === 'GAS' || code === 'CSG' ? 'MCF' : 'bbl');

/** Transaction codes: the revenue itself, and what is taken from it. */
export const transactionCodes = {
  REV: 'Revenue',
  CMP: 'Compression',
  PRC: 'Processing',
  TRN: 'Transportation',
  GTH: 'Gathering',
  TAX: 'Production tax',
  ADJ: 'Prior-period adjustment',
} as const;
export type TransactionCode = keyof typeof transactionCodes;

/**
 * What one monthly revenue file may hold (docs/limits.md). The upload counts what it can before
 * the run is queued and refuses past a limit with a 400 naming it and where it was met; the run
 * counts the rest as it reads (issue 39: 2,000,000 empty checks held the server 74 s).
 */
export const statementFileLimits = {
  /** A CSV is read as it streams, whatever its size up to this (300,000 lines are about 60 MB). */
  maxCsvBytes: 512 * 1024 * 1024,
  /** Lines of a CSV file (counted as it is stored) and the bytes of one. */
  maxCsvLines: 3_000_000,
  maxCsvLineBytes: 16 * 1024,
  /** A JSON file is parsed whole: the format for smaller transmissions. */
  maxJsonBytes: 20 * 1024 * 1024,
  /** How deep a JSON file's objects and arrays nest (the format's own is 5: file, checks, check, lines, line). */
  maxJsonDepth: 8,
  /** A JSON field's text, as a document's text field keeps it. */
  maxJsonTextLength: 255,
  /** Checks in one file, and detail lines under one check (both formats). */
  maxChecks: 100_000,
  maxLinesPerCheck: 10_000,
  /** The most errors a run records: the run stops at the next one, as the file needs mending first. */
  maxRecordedErrors: 100_000,
} as const;

export const statementRunStatuses = ['queued', 'running', 'notifying', 'done', 'failed'] as const;
export type StatementRunStatus = (typeof statementRunStatuses)[number];

export const statementRun = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  format: z.enum(['csv', 'json']),
  status: z.enum(statementRunStatuses),
  linesRead: z.number().int(),
  /** Checks of the file done so far (made into statements or refused). */
  checksDone: z.number().int(),
  checksRefused: z.number().int(),
  statementsMade: z.number().int(),
  ownersNotified: z.number().int(),
  errorCount: z.number().int(),
  /** Bytes of the file read so far: the progress bar's measure while the run is running. */
  bytesRead: z.number().int(),
  failure: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type StatementRun = z.infer<typeof statementRun>;
export const statementRunList = z.object({ items: z.array(statementRun) });

export const statementRunError = z.object({
  /** The line of the file (the CSV header is line 1; in JSON, the check's or line's place as `checks[3].lines[2]`). */
  lineNumber: z.number().int(),
  column: z.string().nullable(),
  checkNumber: z.string().nullable(),
  message: z.string(),
});
export type StatementRunError = z.infer<typeof statementRunError>;
export const statementRunErrorsQuery = pageQuery(100);
export const statementRunErrorPage = paged(statementRunError);

export const templateQuery = z.object({ format: z.enum(['csv', 'json']).default('csv') });

/** A statement's detail line as the API gives it: amounts as exact decimal text ("-12.34"). */
export const ownerStatementLine = z.object({
  lineNo: z.number().int(),
  propertyId: z.string(),
  propertyName: z.string(),
  county: z.string(),
  state: z.string(),
  saleMonth: z.string(),
  productCode: z.string(),
  transactionCode: z.string(),
  volume: z.string(),
  price: z.string(),
  ownerDecimal: z.string(),
  ownerGross: z.string(),
  productionTax: z.string(),
  windfallProfitTax: z.string(),
  deductions: z.string(),
  ownerNet: z.string(),
});
export type OwnerStatementLine = z.infer<typeof ownerStatementLine>;

export const ownerStatementData = z.object({
  documentId: z.number().int(),
  operatorName: z.string(),
  operatorAddress: z.string(),
  operatorPhone: z.string(),
  ownerNumber: z.string(),
  ownerName: z.string(),
  checkNumber: z.string(),
  checkDate: z.string(),
  checkAmount: z.string(),
  lines: z.array(ownerStatementLine),
});
export type OwnerStatementData = z.infer<typeof ownerStatementData>;

export const ownerYearQuery = z.object({ year: wholeNumber((n) => n.min(1900).max(2999)) });

/** Why a rebook differs from the line it reverses. */
export const rebookDifference = z.object({
  volume: z.object({ before: z.string(), after: z.string() }).nullable(),
  price: z.object({ before: z.string(), after: z.string() }).nullable(),
  ownerDecimal: z.object({ before: z.string(), after: z.string() }).nullable(),
  /** The owner's net, rebook minus reversal. */
  netChange: z.string(),
  /** In words: "Volume 1,000 → 1,040 bbl; price unchanged; decimal unchanged: +$12.34". */
  explanation: z.string(),
});

export const ownerViewLine = ownerStatementLine.extend({
  documentId: z.number().int(),
  checkNumber: z.string(),
  checkDate: z.string(),
  /** A line with negative volume that takes back an earlier statement's line. */
  isReversal: z.boolean(),
});

export const ownerViewGroup = z.object({
  operatorCompanyId: z.number().int(),
  operatorName: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  county: z.string(),
  state: z.string(),
  saleMonth: z.string(),
  ownerGross: z.string(),
  ownerNet: z.string(),
  lines: z.array(ownerViewLine),
  /** Each reversal with the rebook that replaces it, and what changed. */
  adjustments: z.array(
    z.object({
      reversalLineNo: z.number().int(),
      rebookLineNo: z.number().int().nullable(),
      difference: rebookDifference.nullable(),
    }),
  ),
});
export const ownerView = z.object({ year: z.number().int(), groups: z.array(ownerViewGroup) });
export type OwnerView = z.infer<typeof ownerView>;
export type OwnerViewGroup = z.infer<typeof ownerViewGroup>;

/** Why a payer's statements and its 1099 differ, or what stands out about them. */
export const TieOutExplanation = {
  /** Box 2 is the statements' net, not their gross. */
  GrossVsNet: 'grossVsNet',
  /** Box 2 counts sales by month of sale: December sales paid in January move between years. */
  DecemberPaidInJanuary: 'decemberPaidInJanuary',
  /** Box 2 is more than the statements received: statements are missing. */
  StatementsMissing: 'statementsMissing',
  /** The statements add up to more than box 2. */
  MoreOnStatements: 'moreOnStatements',
  /** Statements received, no 1099 for the year. */
  NoForm1099: 'noForm1099',
} as const;
export type TieOutExplanationId = (typeof TieOutExplanation)[keyof typeof TieOutExplanation];

export const tieOutRow = z.object({
  operatorCompanyId: z.number().int(),
  operatorName: z.string(),
  /** The owners' gross (before taxes and deductions) of the checks dated in the year. */
  statementGross: z.string(),
  /** What the checks paid: the gross less taxes and deductions (the checks' sum when each stub adds up). */
  statementNet: z.string(),
  /** Production and windfall profit taxes, and deductions, of the same lines. */
  statementTaxes: z.string(),
  statementDeductions: z.string(),
  statementCount: z.number().int(),
  /** Box 2 of the 1099-MISC received from that payer for the year; null when none was received. */
  box2: z.string().nullable(),
  form1099DocumentId: z.number().int().nullable(),
  /** box2 − statementGross; "0.00" when they tie. */
  difference: z.string().nullable(),
  ties: z.boolean(),
  /** Why the figures differ (or that no 1099 came), each with the amount it accounts for. */
  explanations: z.array(
    z.object({
      kind: z.enum(Object.values(TieOutExplanation) as [TieOutExplanationId, ...TieOutExplanationId[]]),
      amount: z.string().nullable(),
      text: z.string(),
    }),
  ),
  /** Sales of December paid in January: counted in the year they were paid. */
  decemberSalesPaidInJanuary: z.array(
    z.object({
      documentId: z.number().int(),
      checkNumber: z.string(),
      checkDate: z.string(),
      saleMonth: z.string(),
      ownerGross: z.string(),
    }),
  ),
});
export const tieOut = z.object({ year: z.number().int(), rows: z.array(tieOutRow) });
export type TieOut = z.infer<typeof tieOut>;
