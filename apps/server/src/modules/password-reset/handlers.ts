import { badRequest } from '../../lib/errors.js';
import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { requestPasswordResetInBackground } from '../../identity/password-reset.js';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this e-mail, a link to reset its password has been sent to it. The link is valid for 1 hour.';

export const passwordResetHandlers = (app: AppContext) =>
  ({
    requestPasswordReset: async ({ req, query }) => {
      if (app.config.oidc.kind !== 'builtin') {
        throw badRequest("Passwords are managed by your organisation's identity provider; reset your password there.");
      }
      requestPasswordResetInBackground(app, query.email, req.log);
      return { ok: true as const, message: RESET_REQUESTED_MESSAGE };
    },
  }) satisfies ApiHandlers;
