import type { ClientExceptionBody } from '@docvue/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { insertReport } from './repository.js';
import { trimReports } from './trim-reports.js';

/**
 * What one report keeps: enough to find the bug, never a way to fill the database (docs/history.md §19:
 * 200 reports of 100 KB each grew it by 37 MB in 4 s). Each field is cut, not refused, so a
 * browser's long stack still arrives.
 */
const keep = { message: 1000, stackTrace: 4000, type: 200, cause: 1000, url: 1000 } as const;
/** The table is trimmed on every this-many reports, so trimming costs nothing per report. */
const TRIM_EVERY = 100;

const cut = (value: string | null | undefined, length: number) => (value ? value.slice(0, length) : null);

/**
 * Keeps an error the browser reported, for support. `companyId` is the company the caller works in
 * (checked by tenancy like any call's), never a bare claim: anyone may send any header.
 */
export async function recordClientException(
  db: Database,
  req: FastifyRequest,
  body: ClientExceptionBody,
  report: { kind: 'client' | 'authentication'; companyId: number | null },
) {
  const { kind } = report;
  const id = await insertReport(db, {
    kind,
    userId: req.identity?.userId ?? null,
    companyId: report.companyId,
    message: cut(body.message, keep.message)!,
    stackTrace: cut(body.stackTrace, keep.stackTrace),
    type: cut(body.type, keep.type),
    cause: cut(body.cause, keep.cause),
    url: cut(body.url, keep.url),
    userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
  });
  if (id % TRIM_EVERY === 0) await trimReports(db);
  req.log.warn({ kind, clientError: cut(body.message, 200), url: cut(body.url, 200) }, 'client reported an error');
}
