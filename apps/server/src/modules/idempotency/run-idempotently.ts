import { createHash } from 'node:crypto';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER } from '@docvue/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { claimKey, releaseKey, storeResponse } from './repository.js';

/** Visible ASCII, as HTTP header values are written; a UUID is the usual key. */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** The request's `Idempotency-Key`, checked before any of its body is read; undefined without one. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? undefined : raw.trim();
  if (!key || !keyPattern.test(key))
    throw badRequest(`${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible characters (a UUID, say).`);
  return key;
}

/** A sha256 of what a request sent, from its parts in order (JSON fields, file name, the file's sha256 …). */
export const requestHash = (...parts: string[]) =>
  createHash('sha256')
    .update(parts.map((p) => `${p.length}:${p}`).join('|'))
    .digest('hex');

/**
 * Runs `run` once per (company, key) within 24 hours (docs/design.md §8): the same key with the
 * same request answers the first result without running again; with a different request (or on
 * another call) it is refused with 422 `idempotency_key_reused`; while the first is still running,
 * 409. A request that fails leaves no trace of its key, so the client may retry it.
 */
export async function runIdempotently<T>(
  db: Database,
  request: { companyId: number; key: string | undefined; scope: string; hash: string },
  run: () => Promise<T>,
): Promise<T> {
  const { companyId, key } = request;
  if (key === undefined) return run();
  const claim = await claimKey(db, { companyId, key, scope: request.scope, requestHash: request.hash });
  if (!claim.claimed) {
    const { existing } = claim;
    if (existing && (existing.scope !== request.scope || existing.requestHash !== request.hash)) {
      throw new AppError(
        ErrorCode.IdempotencyKeyReused,
        `This ${IDEMPOTENCY_KEY_HEADER} was used for a different request in the last 24 hours. Send a new key with a new request.`,
      );
    }
    if (!existing || existing.response === null) {
      throw conflict(`A request with this ${IDEMPOTENCY_KEY_HEADER} is still being handled. Try again in a moment.`);
    }
    return existing.response as T;
  }
  let result: T;
  try {
    result = await run();
  } catch (err) {
    await releaseKey(db, companyId, key).catch(() => undefined);
    throw err;
  }
  await storeResponse(db, companyId, key, result);
  return result;
}
