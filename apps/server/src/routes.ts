import type { AppContext } from './app-context.js';
import type { AllHandlers } from './http/handlers.js';
import { addressSetHandlers } from './modules/address-sets/handlers.js';
import { clientConfigHandlers } from './modules/client-config/handlers.js';
import { clientExceptionHandlers } from './modules/client-exceptions/handlers.js';
import { companyHandlers } from './modules/companies/handlers.js';
import { dashboardHandlers } from './modules/dashboard/handlers.js';
import { documentListHandlers } from './modules/document-lists/index.js';
import { documentTypeHandlers } from './modules/document-types/handlers.js';
import { outboxHandlers } from './modules/outbox/handlers.js';
import { documentHandlers } from './modules/documents/index.js';
import { healthHandlers } from './modules/health/handlers.js';
import { invitationHandlers } from './modules/invitations/handlers.js';
import { legalDocumentHandlers } from './modules/legal-documents/index.js';
import { notificationHandlers } from './modules/notifications/handlers.js';
import { orgUnitHandlers } from './modules/org-units/handlers.js';
import { partyHandlers } from './modules/parties/handlers.js';
import { passwordResetHandlers } from './modules/password-reset/handlers.js';
import { registrationHandlers } from './modules/registration/handlers.js';
import { searchHandlers } from './modules/search/handlers.js';
import { signInHandlers } from './modules/sign-in/handlers.js';
import { signatureHandlers } from './modules/signatures/handlers.js';
import { signingHandlers } from './modules/signing/handlers.js';
import { userHandlers } from './modules/users/handlers.js';

/**
 * The handler of every declared route, from the modules. Typed as all of them: a declaration
 * without a handler does not compile, and `registerApiRoutes` checks the same at start.
 */
export function apiHandlers(ctx: AppContext) {
  return {
    ...healthHandlers(ctx),
    ...signInHandlers(ctx),
    ...outboxHandlers(ctx),
    ...clientConfigHandlers(ctx),
    ...clientExceptionHandlers(ctx),
    ...passwordResetHandlers(ctx),
    ...companyHandlers(ctx),
    ...userHandlers(ctx),
    ...signatureHandlers(ctx),
    ...partyHandlers(ctx),
    ...invitationHandlers(ctx),
    ...registrationHandlers(ctx),
    ...orgUnitHandlers(ctx),
    ...addressSetHandlers(ctx),
    ...legalDocumentHandlers(ctx),
    ...documentTypeHandlers(ctx),
    ...documentHandlers(ctx),
    ...signingHandlers(ctx),
    ...documentListHandlers(ctx),
    ...searchHandlers(ctx),
    ...dashboardHandlers(ctx),
    ...notificationHandlers(ctx),
  } satisfies AllHandlers;
}
