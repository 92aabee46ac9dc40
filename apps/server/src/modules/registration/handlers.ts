import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { registerCompany } from './register-company.js';

export const registrationHandlers = (app: AppContext) =>
  ({
    registerCompany: async ({ body }) => registerCompany(app, body),
  }) satisfies ApiHandlers;
