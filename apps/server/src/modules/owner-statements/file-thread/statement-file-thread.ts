import { Readable } from 'node:stream';
import { serveJobThread } from '../../../jobs/job-thread-port.js';
import { renderStatementPdf } from '../render-statement-pdf.js';
import type { Transmission } from '../file/check-statement.js';
import { readChecks } from '../file/read-checks.js';
import { csvRecords, jsonRecords, UnreadableStatementFile } from '../file/records.js';
import type { StatementFileInput, StatementFileItem } from './protocol.js';

/*
 * A revenue file's thread (owner-statements/read-statement-file.ts): reads the stored file as the
 * run hands it over, checks every check (file/read-checks.ts) and renders the statement of each
 * good check from `renderFrom` on, on this thread's heap and within its limits.
 */

async function readAll(source: AsyncIterable<Uint8Array>, max: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size > max)
      throw new UnreadableStatementFile(`A JSON file may be at most ${max / 1024 / 1024} MB; send larger runs as CSV.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function* readStatementFile(
  input: StatementFileInput,
  source: AsyncIterable<Uint8Array>,
): AsyncGenerator<StatementFileItem> {
  let bytesRead = 0;
  let transmission: Transmission | undefined;
  try {
    const records =
      input.format === 'json'
        ? jsonRecords(await readAll(source, input.maxJsonBytes))
        : csvRecords(Readable.from(source), (n) => (bytesRead = n));
    for await (const item of readChecks(records)) {
      if (item.kind === 'transmission') transmission = item.transmission;
      const render =
        item.kind === 'check' &&
        item.draft &&
        transmission &&
        input.renderFrom !== null &&
        item.ordinal >= input.renderFrom;
      const pdf = render ? await renderStatementPdf(transmission!, item.draft!) : undefined;
      yield { item, bytesRead, ...(pdf ? { pdf } : {}) };
    }
  } catch (err) {
    if (!(err instanceof UnreadableStatementFile)) throw err;
    yield { unreadable: err.message };
  }
}

serveJobThread(readStatementFile);
