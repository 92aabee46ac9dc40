import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { recordClientException } from './record-client-exception.js';

/** Errors the browser reports, kept for support; bounded in size by the contract. */
export const clientExceptionHandlers = ({ db }: AppContext) =>
  ({
    logClientException: async ({ req, body, tenant }) => {
      await recordClientException(db, req, body, { kind: 'client', companyId: tenant?.companyId ?? null });
      return { ok: true as const };
    },
    logAuthenticationException: async ({ req, body }) => {
      await recordClientException(db, req, body, { kind: 'authentication', companyId: null });
      return { ok: true as const };
    },
  }) satisfies ApiHandlers;
