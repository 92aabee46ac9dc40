import { statementFileLimits, type StatementRun } from '@docvue/contracts';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { pipeline, type Readable } from 'node:stream';
import type { TenantContext } from '../../access/context.js';
import type { AppContext } from '../../app-context.js';
import { fileNameProblem } from '../../http/file-name.js';
import { JobKind } from '../../jobs/kinds.js';
import { enqueueJob } from '../../jobs/queue.js';
import { BlobTooLargeError } from '../../lib/blob-store.js';
import { badRequest } from '../../lib/errors.js';
import { CsvLineBudget } from './file/csv-line-budget.js';
import { measureJsonInThread } from './file/measure-json-in-thread.js';
import { presentRun } from './presenter.js';
import { insertRun } from './run-repository.js';

/** csv or json, by the file's name (the template's names). */
function formatOf(name: string): 'csv' | 'json' | undefined {
  const ext = name.toLowerCase().split('.').pop();
  return ext === 'csv' ? 'csv' : ext === 'json' ? 'json' : undefined;
}

/** A JSON file read whole (it is parsed whole anyway), refused past `max` bytes as the store would refuse it. */
async function readWhole(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.resume();
      throw new BlobTooLargeError(max);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Stores the uploaded monthly file as it streams (never held whole: 300,000 lines are about
 * 60 MB) and queues its run; the run itself is the job's (run-statement-file.ts). The answer
 * comes at once with the queued run, which the upload screen follows.
 */
export async function uploadStatementRun(
  app: AppContext,
  ctx: TenantContext,
  req: FastifyRequest,
): Promise<StatementRun> {
  let run: StatementRun | undefined;
  for await (const part of req.parts()) {
    if (part.type !== 'file') continue;
    if (run) {
      part.file.resume();
      throw badRequest('Upload one file at a time.');
    }
    const fileName = (part.filename ?? '').trim();
    const problem = fileNameProblem(fileName, 'Please select a file');
    if (problem) {
      part.file.resume();
      throw badRequest(problem);
    }
    const format = formatOf(fileName);
    if (!format) {
      part.file.resume();
      throw badRequest(
        'The monthly revenue file must be a .csv or .json file in the statement format (download the template).',
      );
    }
    part.file.on('error', () => undefined);
    // What the file holds is counted before the run is queued (statementFileLimits, docs/limits.md):
    // a CSV's lines as it is stored, a JSON file whole in a thread of its own.
    let source: Readable | Buffer;
    if (format === 'csv') {
      source = pipeline(part.file, new CsvLineBudget(), () => undefined);
    } else {
      source = await readWhole(part.file, statementFileLimits.maxJsonBytes);
      const problem = source.length > 0 ? await measureJsonInThread(source) : null;
      if (problem) throw badRequest(problem);
    }
    const maxBytes = format === 'csv' ? statementFileLimits.maxCsvBytes : statementFileLimits.maxJsonBytes;
    const put = await app.blobs.put(source, { maxBytes });
    if (put.size === 0) throw badRequest('The file is empty.');
    const row = await app.db.transaction(async (tx) => {
      const inserted = await insertRun(
        tx,
        {
          companyId: ctx.companyId,
          fileName,
          blobSha256: put.sha256,
          fileSize: put.size,
          format,
          createdBy: ctx.user.userId,
        },
        format === 'csv' ? 'text/csv' : 'application/json',
      );
      await enqueueJob(tx, JobKind.StatementRun, { runId: inserted.id }, 5);
      return inserted;
    });
    app.jobs.kick();
    run = presentRun(row);
  }
  if (!run) throw badRequest('Please select a file');
  return run;
}
