import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { registerCompany } from './service.js';

export const registrationHandlers = (app: AppContext) =>
  ({
    registerCompany: async ({ body }) => registerCompany(app, body),
  }) satisfies ApiHandlers;
