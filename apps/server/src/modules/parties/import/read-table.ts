import { ErrorCode } from '@docvue/contracts';
import { AppError, badRequest } from '../../../lib/errors.js';
import { readXlsxInThread } from './read-xlsx.js';
import type { Table } from './table.js';
import { checkZip } from './zip-limits.js';

export type { Cell, Table } from './table.js';

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

async function readXlsx(buf: Buffer, maxRows: number): Promise<Table> {
  const zip = checkZip(buf);
  if (!zip.ok) {
    if (zip.reason === 'not a zip') throw notReadable();
    throw tooLarge();
  }
  const read = await readXlsxInThread(buf, maxRows);
  if (read.ok) return read.table;
  switch (read.reason) {
    case 'unreadable':
      throw notReadable();
    case 'too many rows':
      throw tooManyRows(maxRows);
    case 'no parties':
      throw badRequest('The file has no parties to import.');
    case 'too slow':
      throw badRequest('The spreadsheet takes too long to read. Save it again with only the parties.');
    case 'too large':
      throw tooLarge();
  }
}

const tooLarge = () =>
  badRequest('The spreadsheet unpacks to more than a party list can be. Save it again with only the parties.');
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
