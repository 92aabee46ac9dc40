import type { StatementRun } from '@docvue/contracts';
import type { RunRow } from './run-repository.js';

/** A run as the API shows it: fields chosen, dates as ISO text. */
export function presentRun(r: RunRow): StatementRun {
  return {
    id: r.id,
    fileName: r.fileName,
    fileSize: r.fileSize,
    format: r.format === 'json' ? 'json' : 'csv',
    status: r.status as StatementRun['status'],
    linesRead: r.linesRead,
    checksDone: r.checksDone,
    checksRefused: r.checksRefused,
    statementsMade: r.statementsMade,
    ownersNotified: r.ownersNotified,
    errorCount: r.errorCount,
    bytesRead: r.bytesRead,
    failure: r.failure,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}
