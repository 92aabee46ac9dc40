import { ErrorCode } from '@docvue/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { pingDatabase } from './ping-database.js';

/**
 * Ready to serve: not stopping (a draining process answers 503 first), the database answers, the external issuer (if any) is reachable, and the
 * database's notifications arrive (the caches are kept by them). Each missing one is a 503 naming it.
 */
export async function readReadiness(app: Pick<AppContext, 'database' | 'issuer' | 'draining'>, log: FastifyBaseLogger) {
  // A stopping process tells the balancer first, and answers the rest while it drains (lib/draining.ts).
  if (app.draining.active) throw new AppError(ErrorCode.Unavailable, 'The server is stopping.');
  await pingDatabase(app, log, 'readiness');
  const signIn = app.issuer?.readiness() ?? { ready: true };
  if (!signIn.ready) throw new AppError(ErrorCode.Unavailable, `Sign-in is not available: ${signIn.reason}.`);
  const notifications = app.database.notifications();
  if (!notifications.up) {
    throw new AppError(
      ErrorCode.Unavailable,
      `The database's notifications are not arriving: ${notifications.reason ?? 'reconnecting'}.`,
    );
  }
  return { status: 'ready' as const, database: 'ok' as const, signIn: 'ok' as const, notifications: 'ok' as const };
}
