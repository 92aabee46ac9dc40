import { resetPasswordQuery } from '@docvue/contracts';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.js';
import type { RouteModule } from '../../lib/zod-app.js';
import { typed } from '../../lib/zod-app.js';
import { requestPasswordResetInBackground } from './service.js';

/** The contract's e-mail rule, with a plain "Required" when the parameter is missing altogether. */
const query = z.object({ email: z.string({ error: 'Required' }).pipe(resetPasswordQuery.shape.email) });

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this e-mail, a link to reset its password has been sent to it. The link is valid for 1 hour.';

const response = z.object({ ok: z.literal(true), message: z.string() });

export const passwordResetRoutes: RouteModule = (app, ctx) => {
  typed(app).put(
    '/users/resetpassword',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'E-mail a one-time link to set a new password',
        description:
          'Public. Answers the same whether or not the e-mail has an account, so it cannot be used to find accounts.',
        security: [],
        querystring: query,
        response: { 200: response },
      },
    },
    async (req) => {
      if (ctx.config.oidc.kind !== 'builtin') {
        throw badRequest("Passwords are managed by your organisation's identity provider; reset your password there.");
      }
      requestPasswordResetInBackground(ctx, req.query.email, req.log);
      return { ok: true as const, message: RESET_REQUESTED_MESSAGE };
    },
  );
};
