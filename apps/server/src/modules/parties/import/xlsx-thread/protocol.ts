import type { Table } from '../table.js';

/** What the spreadsheet thread is asked: one file, and the most parties it may hold. */
export interface XlsxRequest {
  bytes: Uint8Array;
  maxRows: number;
}

/** Its answer: the table, or why the file is refused. */
export type XlsxReply =
  { ok: true; table: Table } | { ok: false; reason: 'unreadable' | 'too large' | 'too many rows' | 'no parties' };
