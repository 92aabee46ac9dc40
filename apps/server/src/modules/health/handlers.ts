import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { pingDatabase } from './ping-database.js';
import { readReadiness } from './read-readiness.js';

/** `/api/health` (the process and its database) and `/api/ready` (ready to serve: readiness). */
export const healthHandlers = (app: AppContext) =>
  ({
    health: async ({ req }) => {
      await pingDatabase(app, req.log, 'health check');
      return { status: 'ok' as const, database: 'ok' as const };
    },
    getReadiness: async ({ req }) => readReadiness(app, req.log),
  }) satisfies ApiHandlers;
