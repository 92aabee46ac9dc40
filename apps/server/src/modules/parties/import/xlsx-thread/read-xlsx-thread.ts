import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { NotAZip, unzipEntry, zipEntries, ZipTooLarge } from '../bounded-unzip.js';
import type { Cell, Table } from '../table.js';
import type { XlsxReply, XlsxRequest } from './protocol.js';

/**
 * Reads the first sheet of an .xlsx in a worker thread (read-xlsx.ts gives it a heap cap and a
 * time limit): whatever a file makes the reader do, the server's own thread keeps answering.
 * Before the workbook is built, the parts that make it large are measured: each entry is inflated
 * no further than its header says, and the rows and shared strings are counted, so a file beyond
 * a party list is refused without building it.
 */

/** The parts read for the counts: never more than a party list's sheet needs. */
const MAX_PART_BYTES = 64 * 1024 * 1024;
/** Shared strings per party the list may hold (a row has fewer than 25 columns). */
const SHARED_STRINGS_PER_ROW = 25;
/** Rows the sheet may declare, empty ones with formatting included, per row the list may hold. */
const DECLARED_ROWS_PER_ROW = 5;

class Refused extends Error {
  constructor(readonly reason: Exclude<XlsxReply, { ok: true }>['reason']) {
    super(reason);
  }
}

function count(text: string, pattern: RegExp, stopAfter: number): number {
  let n = 0;
  for (const _ of text.matchAll(pattern)) if (++n > stopAfter) break;
  return n;
}

/** The first sheet's part name, from the workbook and its relationships. */
function firstSheetPath(buf: Buffer, entries: ReturnType<typeof zipEntries>): string | undefined {
  const part = (name: string) => {
    const entry = entries.get(name);
    return entry ? unzipEntry(buf, entry, MAX_PART_BYTES).toString('utf8') : undefined;
  };
  const workbook = part('xl/workbook.xml');
  const rels = part('xl/_rels/workbook.xml.rels');
  const relId = workbook && /<(?:\w+:)?sheet\b[^>]*?\s(?:\w+:)id="([^"]+)"/.exec(workbook)?.[1];
  if (!relId || !rels) return undefined;
  const relation = [...rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)].find((m) => m[0].includes(`Id="${relId}"`));
  const target = relation && /\bTarget="([^"]+)"/.exec(relation[0])?.[1];
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

function measure(buf: Buffer, maxRows: number): void {
  const entries = zipEntries(buf);
  // Every entry inflated once, each no further than its header says: a header that lies stops here.
  for (const entry of entries.values()) unzipEntry(buf, entry, MAX_PART_BYTES);
  const sheetPath = firstSheetPath(buf, entries);
  const sheet = sheetPath ? entries.get(sheetPath) : undefined;
  if (sheet) {
    const xml = unzipEntry(buf, sheet, MAX_PART_BYTES).toString('latin1');
    const declared = (maxRows + 1) * DECLARED_ROWS_PER_ROW;
    if (count(xml, /<(?:\w+:)?row[\s>/]/g, declared) > declared) throw new Refused('too many rows');
  }
  const strings = entries.get('xl/sharedStrings.xml');
  if (strings) {
    const xml = unzipEntry(buf, strings, MAX_PART_BYTES).toString('latin1');
    const most = (maxRows + 1) * SHARED_STRINGS_PER_ROW;
    if (count(xml, /<(?:\w+:)?si[\s>/]/g, most) > most) throw new Refused('too large');
  }
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
  measure(buf, maxRows);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw new Refused('unreadable');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new Refused('no parties');
  if (sheet.actualRowCount > maxRows + 1) throw new Refused('too many rows');
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

parentPort!.on('message', (request: XlsxRequest) => {
  const reply = (message: XlsxReply) => parentPort!.postMessage(message);
  readXlsx(Buffer.from(request.bytes), request.maxRows).then(
    (table) => reply({ ok: true, table }),
    (err: unknown) => {
      if (err instanceof Refused) reply({ ok: false, reason: err.reason });
      else if (err instanceof ZipTooLarge) reply({ ok: false, reason: 'too large' });
      else if (err instanceof NotAZip) reply({ ok: false, reason: 'unreadable' });
      else reply({ ok: false, reason: 'unreadable' });
    },
  );
});
