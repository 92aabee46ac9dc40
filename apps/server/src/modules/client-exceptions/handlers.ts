import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { record } from './service.js';

/** Errors the browser reports, kept for support; bounded in size by the contract. */
export const clientExceptionHandlers = ({ db }: AppContext) =>
  ({
    logClientException: async ({ req, body }) => {
      await record(db, req, body, 'client');
      return { ok: true as const };
    },
    logAuthenticationException: async ({ req, body }) => {
      await record(db, req, body, 'authentication');
      return { ok: true as const };
    },
  }) satisfies ApiHandlers;
