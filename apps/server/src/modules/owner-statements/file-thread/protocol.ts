import type { CheckedCheck, FileEnd } from '../file/read-checks.js';
import type { FileError } from '../file/records.js';
import type { Transmission } from '../file/check-statement.js';

/** What a run asks of its file's thread (statement-file-thread.ts). */
export interface StatementFileInput {
  format: 'csv' | 'json';
  maxJsonBytes: number;
  /** Render the statement of each good check from this one on (the run's cursor); null: none. */
  renderFrom: number | null;
}

export type StatementFileRead =
  { kind: 'transmission'; transmission?: Transmission; errors: FileError[] } | CheckedCheck | FileEnd;

/** One item of the file, in order, with the bytes read so far; or why the file cannot be read at all. */
export type StatementFileItem =
  { item: StatementFileRead; bytesRead: number; pdf?: { bytes: Uint8Array; pages: number } } | { unreadable: string };
