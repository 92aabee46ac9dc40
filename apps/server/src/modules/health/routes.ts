import { ErrorCode, errorResponse } from '@docvue/contracts';
import { z } from 'zod';
import type { RouteModule } from '../../lib/zod-app.js';
import { typed } from '../../lib/zod-app.js';

const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const healthRoutes: RouteModule = (app, ctx) => {
  typed(app).get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['platform'], response: { 200: healthResponse, 503: errorResponse } },
    },
    async (req, reply) => {
      try {
        await ctx.database.ping();
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        return reply
          .code(503)
          .send({ error: { message: 'The database is not reachable.', code: ErrorCode.Unavailable } });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
