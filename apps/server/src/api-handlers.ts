import type { AppContext } from './app-context.js';
import type { AllHandlers } from './http/handlers.js';
import { addressSetHandlers } from './modules/address-sets/index.js';
import { clientConfigHandlers } from './modules/client-config/index.js';
import { clientExceptionHandlers } from './modules/client-exceptions/index.js';
import { companyHandlers } from './modules/companies/index.js';
import { dashboardHandlers } from './modules/dashboard/index.js';
import { paymentHoldsHandlers } from './modules/payment-holds/index.js';
import { documentListHandlers } from './modules/document-lists/index.js';
import { documentTypeHandlers } from './modules/document-types/index.js';
import { outboxHandlers } from './modules/outbox/index.js';
import { operationsHandlers } from './modules/operations/index.js';
import { documentHandlers } from './modules/documents/index.js';
import { healthHandlers } from './modules/health/index.js';
import { invitationHandlers } from './modules/invitations/index.js';
import { legalDocumentHandlers } from './modules/legal-documents/index.js';
import { notificationHandlers } from './modules/notifications/index.js';
import { orgUnitHandlers } from './modules/org-units/index.js';
import { ownerStatementHandlers } from './modules/owner-statements/index.js';
import { partyHandlers } from './modules/parties/index.js';
import { pidxHandlers } from './modules/pidx/index.js';
import { passwordResetHandlers } from './modules/password-reset/index.js';
import { registrationHandlers } from './modules/registration/index.js';
import { searchHandlers } from './modules/search/index.js';
import { signInHandlers } from './modules/sign-in/index.js';
import { savedSignatureHandlers } from './modules/saved-signatures/index.js';
import { documentSigningHandlers } from './modules/document-signing/index.js';
import { userHandlers } from './modules/users/index.js';
import { webhookHandlers } from './modules/webhooks/index.js';

/**
 * The handler of every declared route, from the modules. Typed as all of them: a declaration
 * without a handler does not compile, and `registerApiRoutes` checks the same at start.
 */
export function apiHandlers(app: AppContext) {
  return {
    ...healthHandlers(app),
    ...signInHandlers(app),
    ...outboxHandlers(app),
    ...operationsHandlers(app),
    ...clientConfigHandlers(app),
    ...clientExceptionHandlers(app),
    ...passwordResetHandlers(app),
    ...companyHandlers(app),
    ...userHandlers(app),
    ...savedSignatureHandlers(app),
    ...partyHandlers(app),
    ...invitationHandlers(app),
    ...registrationHandlers(app),
    ...orgUnitHandlers(app),
    ...addressSetHandlers(app),
    ...legalDocumentHandlers(app),
    ...documentTypeHandlers(app),
    ...documentHandlers(app),
    ...pidxHandlers(app),
    ...documentSigningHandlers(app),
    ...documentListHandlers(app),
    ...searchHandlers(app),
    ...dashboardHandlers(app),
    ...paymentHoldsHandlers(app),
    ...notificationHandlers(app),
    ...webhookHandlers(app),
    ...ownerStatementHandlers(app),
  } satisfies AllHandlers;
}
