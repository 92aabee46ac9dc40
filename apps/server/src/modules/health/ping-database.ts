import { ErrorCode } from '@docvue/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';

/**
 * The one database ping of the health and readiness answers: unreachable, it is logged (`asker`
 * names which answer asked) and answered 503 with the same words for both.
 */
export async function pingDatabase(
  { database }: Pick<AppContext, 'database'>,
  log: FastifyBaseLogger,
  asker: 'health check' | 'readiness',
): Promise<void> {
  try {
    await database.ping();
  } catch (err) {
    log.error({ err }, `${asker}: database unreachable`);
    throw new AppError(ErrorCode.Unavailable, 'The database is not reachable.');
  }
}
