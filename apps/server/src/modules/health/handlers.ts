import { ErrorCode } from '@docvue/contracts';
import { AppError } from '../../lib/errors.js';
import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';

export const healthHandlers = ({ database }: AppContext) =>
  ({
    health: async ({ req }) => {
      try {
        await database.ping();
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        throw new AppError(ErrorCode.Unavailable, 'The database is not reachable.');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  }) satisfies ApiHandlers;
