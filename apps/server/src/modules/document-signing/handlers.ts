import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { returnDivisionOrder } from './return-division-order.js';
import { verifyDocument } from './verify-document.js';

export const documentSigningHandlers = (app: AppContext) =>
  ({
    returnDivisionOrder: async ({ tenant, params, body }) => {
      await returnDivisionOrder(app, tenant, params.id, body);
      return { ok: true as const };
    },
    verifyDocument: async ({ tenant, params }) => verifyDocument(app, tenant, params.id),
  }) satisfies ApiHandlers;
