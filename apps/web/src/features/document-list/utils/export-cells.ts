import { metadataKindOf, toCents, type ResultColumn, type ResultRow } from '@docvue/contracts';
import { cellText } from './cell-values';

/**
 * Spreadsheet programs run a cell that starts with = + - or @ as a formula (CSV injection);
 * tab and carriage return are included because Excel drops them before it looks (OWASP).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number or an amount ("-12.5", "-$1,234.00") is read as a value, not run: it stays as it is. */
const PLAIN_NUMBER = /^[-+]?\$?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/** A text cell that a spreadsheet shows as text: a leading single quote defuses a formula. */
export function escapeCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One field of a CSV line (RFC 4180): escaped, and quoted when it holds a comma, quote or line break. */
export function csvField(text: string): string {
  const safe = escapeCell(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A cell of an export: the text the list shows, and the number behind amounts for spreadsheets. */
export interface ExportCell {
  text: string;
  /** Currency and numeric values, so that a spreadsheet can add them up. */
  number?: number;
  isCurrency?: boolean;
  /**
   * Dates (midnight UTC of the day) and time stamps, so that a spreadsheet sorts and filters them
   * as dates: written as text they stayed text (docs/history.md §28).
   */
  date?: Date;
  withTime?: boolean;
}

export interface ExportTable {
  header: string[];
  rows: ExportCell[][];
}

function exportCell(column: ResultColumn, row: ResultRow, dateFormat: string): ExportCell {
  const text = cellText(column, row, dateFormat);
  const raw = row[column.key];
  if (typeof raw !== 'string' || raw === '') return { text };
  const { format } = metadataKindOf(column.metadataType.id);
  if (format === 'currency') {
    const cents = toCents(raw);
    return cents === null ? { text } : { text, number: cents / 100, isCurrency: true };
  }
  if (format === 'numeric') {
    const n = Number(raw);
    return Number.isFinite(n) ? { text, number: n } : { text };
  }
  if (format === 'date') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
    return day ? { text, date: new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) } : { text };
  }
  if (format === 'datetime') {
    const at = new Date(raw);
    if (Number.isNaN(at.getTime())) return { text };
    // The wall-clock time the list shows (local), kept as the sheet's own time (a sheet has no zones).
    const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
    return { text, date: local, withTime: true };
  }
  return { text };
}

/** The current view: the columns shown, in order, and the rows of the page. */
export function exportTable(columns: ResultColumn[], rows: ResultRow[], dateFormat: string): ExportTable {
  return {
    header: columns.map((c) => c.name),
    rows: rows.map((r) => columns.map((c) => exportCell(c, r, dateFormat))),
  };
}

/** CSV text of a table, lines ended by CRLF (RFC 4180). */
export function buildCsv(table: ExportTable): string {
  const lines = [table.header, ...table.rows.map((r) => r.map((c) => c.text))];
  return lines.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}
