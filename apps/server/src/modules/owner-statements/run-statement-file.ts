import { DocumentTemplate, PartyType, statementFileLimits } from '@docvue/contracts';
import type { AppContext } from '../../app-context.js';
import { findOwnDocumentType, type OwnDocumentType } from '../../access/document-types.js';
import { findOwnPartiesByNumber } from '../../access/parties.js';
import type { JobThreadLimits } from '../../config.js';
import { displayNameOf } from '../../identity/user-names.js';

/** What a run needs of the application: the database and the file store. */
export type RunServices = Pick<AppContext, 'db' | 'blobs'>;
import type { Transmission } from './file/check-statement.js';
import type { CheckedCheck } from './file/read-checks.js';
import type { FileError } from './file/records.js';
import { notifyStatementOwners } from './notify-statement-owners.js';
import { defaultRunThreadLimits, readStatementFile } from './read-statement-file.js';
import { advanceRun, insertRunErrors, runForJob, updateRun, type RunRow } from './run-repository.js';
import { makeStatements } from './make-statements.js';
import { existingStatementRuns, type NewStatement, type Producer } from './statements-repository.js';

export interface RunOptions {
  /** Checks per transaction (default 100: about 1,500 lines, a few hundred milliseconds). */
  batchChecks?: number;
  /** Tests: stop (as a crash would) after this many batches were committed. */
  crashAfterBatches?: number;
  /** The heap and time of the file's thread (JOB_THREAD_MEMORY_MB, JOB_THREAD_SECONDS). */
  thread?: JobThreadLimits;
}

/** What a test's simulated crash throws. */
export class SimulatedCrash extends Error {}

/** A check of the file with its statement, rendered by the file's thread when it is good. */
type ReadCheck = CheckedCheck & { pdf?: { bytes: Uint8Array; pages: number } };

/**
 * The monthly run (job `statements.run`): reads the stored file as it streams, checks every
 * check and line and renders the good ones (in a thread of its own, with its memory and time
 * limits: read-statement-file.ts), and makes a batch of checks at a time into statements: each
 * stored, written with its document and sent, in one transaction with the run's cursor and counts. After
 * a crash the job is taken again and skips the checks behind the cursor; the owner+check key
 * catches anything else, so nothing is made twice. Then each owner is told once.
 */
export async function runStatementFile(app: RunServices, runId: number, opts: RunOptions = {}) {
  const batchChecks = opts.batchChecks ?? 100;
  const limits = opts.thread ?? defaultRunThreadLimits;
  let run = await runForJob(app.db, runId);
  if (!run || run.status === 'done' || run.status === 'failed') return;
  if (run.status === 'queued') {
    await updateRun(app.db, run.id, { status: 'running', startedAt: new Date() });
    run = { ...run, status: 'running' };
  }
  const type = await findOwnDocumentType(app.db, { companyId: run.companyId }, DocumentTemplate.OwnerStatement);
  if (!type) {
    await finish(app, run, 'Your company has no Owner Statement document type.');
    return;
  }
  let operatorName = '';
  let stopped: string | undefined;
  if (run.status === 'running') {
    const result = await produce(app, run, type, batchChecks, opts.crashAfterBatches, limits);
    if ('failure' in result) {
      await finish(app, run, result.failure);
      return;
    }
    operatorName = result.operatorName;
    stopped = result.stopped;
  } else {
    const result = await operatorNameOfRun(app, run, limits);
    if (typeof result !== 'string') {
      await finish(app, run, result.failure);
      return;
    }
    operatorName = result;
  }
  await notifyStatementOwners(app.db, run, operatorName);
  await finish(app, run, stopped ?? null);
}

async function finish(app: RunServices, run: RunRow, failure: string | null) {
  await updateRun(app.db, run.id, { status: failure ? 'failed' : 'done', failure, finishedAt: new Date() });
}

/** The operator's name from the file's transmission (a run taken up in its notifying phase). */
async function operatorNameOfRun(
  app: RunServices,
  run: RunRow,
  limits: JobThreadLimits,
): Promise<string | { failure: string }> {
  for await (const read of readStatementFile(app, run, null, limits)) {
    if ('unreadable' in read) return { failure: read.unreadable };
    if (read.item.kind === 'transmission') return read.item.transmission?.operatorName ?? '';
  }
  return '';
}

async function produce(
  app: RunServices,
  run: RunRow,
  type: OwnDocumentType,
  batchChecks: number,
  crashAfterBatches: number | undefined,
  limits: JobThreadLimits,
): Promise<{ operatorName: string; stopped?: string } | { failure: string }> {
  const maxErrors = statementFileLimits.maxRecordedErrors;
  /** The file's errors so far (a run taken again counts on from what it recorded). */
  let errorsSeen = run.errorCount;
  let bytesRead = 0;
  let linesRead = 0;
  let transmission: Transmission | undefined;
  let pending: ReadCheck[] = [];
  let batches = 0;
  let recorded = run.errorCount;
  const producer = (t: Transmission, userName: string | null): Producer => ({
    runId: run.id,
    companyId: run.companyId,
    // The run's documents are its uploader's upload and send, as history names them.
    actor: { userId: run.createdBy, userName, companyId: run.companyId },
    batchName: run.fileName,
    type,
    transmission: t,
  });
  let p: Producer | undefined;

  /** The batch being written while the next one is rendered (the database works on the other core). */
  let writing: Promise<number> | undefined;
  const settle = async () => {
    if (!writing) return;
    recorded += await writing;
    writing = undefined;
    batches++;
    if (crashAfterBatches !== undefined && batches >= crashAfterBatches) throw new SimulatedCrash('simulated crash');
  };
  const commit = async () => {
    if (pending.length === 0) return;
    const checks = pending;
    pending = [];
    const prepared = await prepareBatch(app, run, checks);
    await settle();
    writing = writeBatch(app, run, p!, checks, prepared, { bytesRead, linesRead }, recorded);
    // A failed write is seen by the next settle; until then nothing may go unheard.
    writing.catch(() => undefined);
  };

  for await (const read of readStatementFile(app, run, run.checksDone, limits)) {
    if ('unreadable' in read) return { failure: read.unreadable };
    bytesRead = read.bytesRead;
    const item = read.item;
    if (item.kind === 'transmission') {
      if (!item.transmission) {
        if (run.errorCount === 0) await insertRunErrors(app.db, run.id, item.errors);
        await updateRun(app.db, run.id, { bytesRead, linesRead });
        return {
          failure: 'The file’s transmission record is missing or incomplete: no statement was made. See the errors.',
        };
      }
      transmission = item.transmission;
      p = producer(transmission, run.createdBy === null ? null : await displayNameOf(app.db, run.createdBy));
      continue;
    }
    if (item.kind === 'check') {
      linesRead += item.lines + 1;
      if (item.ordinal < run.checksDone) continue;
      pending.push(read.pdf ? { ...item, pdf: read.pdf } : item);
      errorsSeen += item.errors.length;
      if (pending.length >= batchChecks || errorsSeen >= maxErrors) await commit();
      if (errorsSeen >= maxErrors) {
        // A file this wrong is mended before it is read further (issue 39: 2,000,000 empty checks
        // made 12 million errors): the checks made so far are sent and told, the rest is not read.
        await settle();
        await updateRun(app.db, run.id, { status: 'notifying' });
        return {
          operatorName: transmission?.operatorName ?? '',
          stopped: `The file has ${maxErrors.toLocaleString('en-US')} errors or more: the run stopped after check ${(item.ordinal + 1).toLocaleString('en-US')} and read no further. Mend the errors listed and upload the file again (the checks already sent are skipped).`,
        };
      }
      continue;
    }
    await commit();
    await settle();
    // The end: the summary's problems, and the move to telling the owners, in one transaction.
    await app.db.transaction(async (tx) => {
      const room = Math.max(0, statementFileLimits.maxRecordedErrors - recorded);
      await insertRunErrors(tx, run.id, item.errors.slice(0, room));
      await advanceRun(tx, run.id, {
        checksDone: item.checks,
        refused: 0,
        made: 0,
        errors: item.errors.length,
        bytesRead,
        linesRead: linesRead + 2,
      });
      await updateRun(tx, run.id, { status: 'notifying' });
    });
  }
  return { operatorName: transmission?.operatorName ?? '' };
}

const keyOf = (ownerNumber: string, checkNumber: string) => `${ownerNumber}\u0000${checkNumber}`;

type Prepared = Awaited<ReturnType<typeof prepareBatch>>;

/**
 * One batch of checks, before its transaction: the owners found by their numbers, the good
 * checks' PDFs (rendered by the file's thread) stored; the refused ones with their errors.
 */
async function prepareBatch(app: RunServices, run: RunRow, checks: ReadCheck[]) {
  const drafts = checks.flatMap((c) => (c.draft ? [c.draft] : []));
  const owners = await findOwnPartiesByNumber(
    app.db,
    { companyId: run.companyId },
    PartyType.Owner,
    drafts.map((d) => d.ownerNumber),
  );
  const existing = await existingStatementRuns(app.db, run.companyId, drafts);
  const errors: FileError[] = [];
  const good: NewStatement[] = [];
  const inBatch = new Set<string>();
  let refused = 0;
  for (const c of checks) {
    errors.push(...c.errors);
    const d = c.draft;
    if (!d) {
      refused++;
      continue;
    }
    const fail = (message: string) => {
      errors.push({ lineNumber: d.lineNumber, column: 'owner_number', checkNumber: d.checkNumber, message });
      refused++;
    };
    const party = owners.get(d.ownerNumber);
    const key = keyOf(d.ownerNumber, d.checkNumber);
    if (!party) {
      fail(`Owner number ${d.ownerNumber} is not one of your owners. Add the owner under Parties with this number.`);
    } else if (party.connectedCompanyId === null) {
      fail(
        `${party.name} (owner number ${d.ownerNumber}) is not connected to you on the exchange network yet, so the statement cannot be sent. Invite them from Parties, then upload the file again: the checks already sent are skipped.`,
      );
    } else if (existing.has(key) || inBatch.has(key)) {
      const runId = existing.get(key);
      fail(
        runId !== undefined && runId !== run.id
          ? `Check ${d.checkNumber} to owner ${d.ownerNumber} was already sent${runId ? ` by run ${runId}` : ''}.`
          : `Check ${d.checkNumber} to owner ${d.ownerNumber} is in the file twice.`,
      );
    } else {
      inBatch.add(key);
      const pdf = c.pdf;
      if (!pdf) throw new Error(`The statement of check ${d.checkNumber} was not rendered.`);
      const stored = await app.blobs.put(Buffer.from(pdf.bytes));
      good.push({
        draft: d,
        party: { ...party, connectedCompanyId: party.connectedCompanyId },
        pdf: { sha256: stored.sha256, size: stored.size, pages: pdf.pages },
        fileName: `Owner Statement ${d.checkNumber} ${d.ownerNumber}.pdf`.replace(/[\\/:*?"<>|]/g, '-'),
      });
    }
  }
  return { errors, good, refused };
}

/**
 * The batch's transaction: statements, errors and the run's cursor and counts together. A good
 * check the owner+check key refuses here (the previous batch, written meanwhile, had it) is
 * reported like one found before. Returns the errors it recorded.
 */
async function writeBatch(
  app: RunServices,
  run: RunRow,
  p: Producer,
  checks: CheckedCheck[],
  prepared: Prepared,
  progress: { bytesRead: number; linesRead: number },
  recordedBefore: number,
): Promise<number> {
  const { good } = prepared;
  const errors = [...prepared.errors];
  const room = Math.max(0, statementFileLimits.maxRecordedErrors - recordedBefore);
  const last = checks[checks.length - 1]!;
  await app.db.transaction(async (tx) => {
    const made = await makeStatements(tx, p, good);
    const madeKeys = new Set(made.map((m) => keyOf(m.draft.ownerNumber, m.draft.checkNumber)));
    for (const g of good) {
      if (madeKeys.has(keyOf(g.draft.ownerNumber, g.draft.checkNumber))) continue;
      errors.push({
        lineNumber: g.draft.lineNumber,
        column: 'owner_number',
        checkNumber: g.draft.checkNumber,
        message: `Check ${g.draft.checkNumber} to owner ${g.draft.ownerNumber} is in the file twice or was already sent.`,
      });
    }
    await insertRunErrors(tx, run.id, errors.slice(0, room));
    await advanceRun(tx, run.id, {
      checksDone: last.ordinal + 1,
      refused: prepared.refused + (good.length - made.length),
      made: made.length,
      errors: errors.length,
      ...progress,
    });
  });
  return Math.min(errors.length, room);
}
