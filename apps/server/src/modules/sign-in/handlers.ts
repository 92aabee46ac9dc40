import { ErrorCode } from '@docvue/contracts';
import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { AppError } from '../../lib/errors.js';
import { linkSignIn } from './link-sign-in.js';

export const signInHandlers = (ctx: AppContext) =>
  ({
    getReadiness: async ({ req }) => {
      // A stopping process tells the balancer first, and answers the rest while it drains (main.ts).
      if (ctx.draining.active) throw new AppError(ErrorCode.Unavailable, 'The server is stopping.');
      try {
        await ctx.database.ping();
      } catch (err) {
        req.log.error({ err }, 'readiness: database unreachable');
        throw new AppError(ErrorCode.Unavailable, 'The database is not reachable.');
      }
      const signIn = ctx.issuer?.readiness() ?? { ready: true };
      if (!signIn.ready) throw new AppError(ErrorCode.Unavailable, `Sign-in is not available: ${signIn.reason}.`);
      const notifications = ctx.database.notifications();
      if (!notifications.up) {
        throw new AppError(
          ErrorCode.Unavailable,
          `The database's notifications are not arriving: ${notifications.reason ?? 'reconnecting'}.`,
        );
      }
      return { status: 'ready' as const, database: 'ok' as const, signIn: 'ok' as const, notifications: 'ok' as const };
    },
    linkSignIn: async ({ signIn, body, req }) => linkSignIn(ctx, signIn, body.idToken, req.log),
  }) satisfies ApiHandlers;
