import { statementFileLimits as L } from '@docvue/contracts';
import { Transform, type TransformCallback } from 'node:stream';
import { badRequest } from '../../../lib/errors.js';

const n = (value: number) => value.toLocaleString('en-US');

/**
 * Counts a CSV revenue file's lines as it is stored (upload-statement-run.ts), and fails the
 * upload at the first line past `statementFileLimits.maxCsvLines` or longer than `maxCsvLineBytes`,
 * with a 400 naming the limit and the line: the run never starts on such a file (issue 39). A few
 * `indexOf` per chunk, whatever the chunk holds.
 */
export class CsvLineBudget extends Transform {
  private lines = 0;
  private lineBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let start = 0;
    for (let nl = chunk.indexOf(10, start); nl !== -1; nl = chunk.indexOf(10, start)) {
      const problem = this.endLine(nl - start);
      if (problem) return done(badRequest(problem));
      start = nl + 1;
    }
    this.lineBytes += chunk.length - start;
    if (this.lineBytes > L.maxCsvLineBytes) return done(badRequest(this.tooLong()));
    done(null, chunk);
  }

  private endLine(bytes: number): string | null {
    this.lineBytes += bytes;
    if (this.lineBytes > L.maxCsvLineBytes) return this.tooLong();
    this.lines++;
    this.lineBytes = 0;
    if (this.lines > L.maxCsvLines)
      return `The file has more than ${n(L.maxCsvLines)} lines (line ${n(this.lines)} is the first beyond); send the month in several files.`;
    return null;
  }

  private tooLong(): string {
    return `Line ${n(this.lines + 1)} of the file is longer than ${n(L.maxCsvLineBytes)} bytes, more than a line of the format holds.`;
  }
}
