import type { Readable } from 'node:stream';

/** One row of a CSV file and the line it starts on (the header is line 1). */
export interface CsvRow {
  lineNumber: number;
  cells: string[];
}

/**
 * Reads a CSV (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks) as it streams,
 * one row at a time: a file of any size is read with one chunk and one row in memory. `onBytes`
 * hears how far the file has been read, for the run's progress.
 */
export async function* readCsvRows(source: Readable, onBytes?: (bytes: number) => void): AsyncGenerator<CsvRow> {
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let rowLine = 1;
  let bytes = 0;
  let rowHasContent = false;
  const decoder = new TextDecoder('utf-8');
  let first = true;
  /** A CR ended the last chunk: a LF opening this one belongs to it. */
  let skipLf = false;
  for await (const chunk of source) {
    const buffer = chunk as Buffer;
    bytes += buffer.length;
    onBytes?.(bytes);
    let text = decoder.decode(buffer, { stream: true });
    if (first) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // Excel's byte-order mark
      first = false;
    }
    const rows: CsvRow[] = [];
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (skipLf) {
        skipLf = false;
        if (ch === '\n') continue;
      }
      if (quoted) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i++;
          } else {
            quoted = false;
            afterQuote = true;
          }
        } else {
          if (ch === '\n') line++;
          cell += ch;
        }
        continue;
      }
      if (ch === '"' && cell === '' && !afterQuote) {
        quoted = true;
        rowHasContent = true;
      } else if (ch === ',') {
        cells.push(cell);
        cell = '';
        afterQuote = false;
        rowHasContent = true;
      } else if (ch === '\n' || ch === '\r') {
        if (ch === '\r' && text[i + 1] === '\n') i++;
        else if (ch === '\r' && i + 1 === text.length) skipLf = true;
        if (rowHasContent || cell !== '') {
          cells.push(cell);
          rows.push({ lineNumber: rowLine, cells });
        }
        cells = [];
        cell = '';
        afterQuote = false;
        rowHasContent = false;
        line++;
        rowLine = line;
      } else {
        cell += ch;
        rowHasContent = true;
      }
    }
    for (const row of rows) yield row;
  }
  if (rowHasContent || cell !== '') {
    cells.push(cell);
    yield { lineNumber: rowLine, cells };
  }
}
