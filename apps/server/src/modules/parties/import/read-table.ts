import { ErrorCode } from '@docvue/contracts';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../../../lib/errors.js';
import { checkZip } from './zip-limits.js';

/** A cell as read: its text, or what makes it unusable (a formula, an error value). */
export type Cell = { text: string } | { refused: 'formula' | 'error' };
export interface Table {
  header: string[];
  /** Each row with its number in the file (the header is row 1). */
  rows: { rowNumber: number; cells: Cell[] }[];
}

const notReadable = () => new AppError(ErrorCode.UnsupportedMediaType, 'The file is not a CSV or Excel (.xlsx) file.');

/** Reads an uploaded party list: Excel (.xlsx, its first sheet) or CSV (UTF-8, comma or semicolon separated). */
export async function readTable(buf: Buffer, maxRows: number): Promise<Table> {
  if (buf.length === 0) throw badRequest('The file is empty.');
  if (buf.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return readXlsx(buf, maxRows);
  if (buf.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
    throw new AppError(
      ErrorCode.UnsupportedMediaType,
      'Excel 97-2003 (.xls) files cannot be read: save the file as .xlsx or .csv and upload it again.',
    );
  }
  return readCsv(buf, maxRows);
}

function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return { text: '' };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10) };
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return { refused: 'formula' };
    if ('error' in value) return { refused: 'error' };
    if ('richText' in value) return { text: value.richText.map((r) => r.text).join('') };
    if ('text' in value) return { text: String(value.text) };
    return { text: '' };
  }
  return { text: String(value) };
}

async function readXlsx(buf: Buffer, maxRows: number): Promise<Table> {
  const zip = checkZip(buf);
  if (!zip.ok) {
    if (zip.reason === 'not a zip') throw notReadable();
    throw badRequest('The spreadsheet unpacks to more than a party list can be. Save it again with only the parties.');
  }
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw notReadable();
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest('The file has no parties to import.');
  if (sheet.actualRowCount > maxRows + 1) throw tooManyRows(maxRows);
  const width = sheet.columnCount;
  const rows: Table['rows'] = [];
  let header: string[] | undefined;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = Array.from({ length: width }, (_, i) => cellOf(row.getCell(i + 1).value));
    if (!header) header = cells.map((c) => ('text' in c ? c.text.trim() : ''));
    else rows.push({ rowNumber, cells });
  });
  return { header: header ?? [], rows: rows.filter((r) => r.cells.some((c) => !('text' in c) || c.text.trim())) };
}

const tooManyRows = (max: number) => badRequest(`A file can hold at most ${max.toLocaleString('en-US')} parties.`);

/** RFC 4180 CSV: quoted fields may hold separators, quotes ("") and line breaks. */
function readCsv(buf: Buffer, maxRows: number): Table {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    throw notReadable();
  }
  if (text.includes('\u0000')) throw notReadable();
  text = text.replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === separator) {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      if (records.length > maxRows + 1) throw tooManyRows(maxRows);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const [header = [], ...rest] = records;
  return {
    header: header.map((h) => h.trim()),
    rows: rest
      .map((cells, i) => ({ rowNumber: i + 2, cells: cells.map((text) => ({ text })) }))
      .filter((r) => r.cells.some((c) => c.text.trim())),
  };
}
