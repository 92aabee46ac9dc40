import type { Readable } from 'node:stream';
import { statementFileColumns, type StatementFileColumn } from '@docvue/contracts';
import { readCsvRows } from './read-csv.js';

/** Where a problem is: the file's line (CSV; the header is line 1) and column. */
export interface Place {
  lineNumber: number;
  column: StatementFileColumn | string | null;
}

export interface FileError extends Place {
  checkNumber: string | null;
  message: string;
}

/** One record of the file (T, C, D or S), whatever its format: its fields as text, and where each is. */
export interface FileRecord {
  type: string;
  lineNumber: number;
  get(column: StatementFileColumn): string;
  place(column: StatementFileColumn | null): Place;
}

/** The file cannot be read as a statement file at all: the run stops with this reason. */
export class UnreadableStatementFile extends Error {}

const squash = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The records of a CSV file, streamed (docs/owner-statement-format.md "CSV"). */
export async function* csvRecords(source: Readable, onBytes?: (bytes: number) => void): AsyncGenerator<FileRecord> {
  let positions: Map<string, number> | undefined;
  for await (const row of readCsvRows(source, onBytes)) {
    if (!positions) {
      positions = new Map();
      row.cells.forEach((h, i) => {
        if (!positions!.has(squash(h))) positions!.set(squash(h), i);
      });
      const missing = statementFileColumns.filter((c) => !positions!.has(c));
      if (missing.length > 0) {
        throw new UnreadableStatementFile(
          `The file's first line does not name the format's columns (missing: ${missing.join(', ')}). Download the template and use its header.`,
        );
      }
      continue;
    }
    const at = positions;
    const cells = row.cells;
    yield {
      type: (cells[at.get('record_type')!] ?? '').trim().toUpperCase(),
      lineNumber: row.lineNumber,
      get: (column) => (cells[at.get(column)!] ?? '').trim(),
      place: (column) => ({ lineNumber: row.lineNumber, column }),
    };
  }
  if (!positions) throw new UnreadableStatementFile('The file is empty.');
}

/** camelCase of a column: the JSON format's field names. */
export const jsonField = (column: StatementFileColumn) => column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The records of a JSON file (parsed whole: the format for smaller transmissions, at most
 * `statementFileLimits.maxJsonBytes`). A record's "line" is its place in the file's order (the
 * transmission 1, then each check and its lines), and its column the JSON path of the field.
 */
export function* jsonRecords(text: string): Generator<FileRecord> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new UnreadableStatementFile(`The file is not valid JSON: ${(err as Error).message}`);
  }
  if (!isObject(doc))
    throw new UnreadableStatementFile('The JSON file must be an object with transmission, checks and summary.');
  let ordinal = 0;
  const record = (type: string, value: unknown, path: string): FileRecord => {
    const fields = isObject(value) ? value : {};
    const lineNumber = ++ordinal;
    return {
      type,
      lineNumber,
      get: (column) => {
        const v = fields[jsonField(column)];
        return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
      },
      place: (column) => ({ lineNumber, column: column === null ? path : `${path}.${jsonField(column)}` }),
    };
  };
  yield record('T', doc.transmission, 'transmission');
  const checks = Array.isArray(doc.checks) ? doc.checks : [];
  for (let i = 0; i < checks.length; i++) {
    yield record('C', checks[i], `checks[${i}]`);
    const lines: unknown = isObject(checks[i]) ? (checks[i] as JsonObject).lines : undefined;
    if (Array.isArray(lines)) {
      for (let j = 0; j < lines.length; j++) yield record('D', lines[j], `checks[${i}].lines[${j}]`);
    }
  }
  yield record('S', doc.summary, 'summary');
}
