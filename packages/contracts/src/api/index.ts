import { addressSetRoutes } from './address-sets.js';
import { companyRoutes } from './companies.js';
import { dashboardRoutes } from './dashboard.js';
import type { DeclaredRoute } from './define.js';
import { documentListRoutes } from './document-lists.js';
import { documentTypeRoutes } from './document-types.js';
import { documentRoutes } from './documents.js';
import { invitationRoutes } from './invitations.js';
import { legalDocumentRoutes } from './legal-documents.js';
import { notificationRoutes } from './notifications.js';
import { orgUnitRoutes } from './org-units.js';
import { ownerStatementRoutes } from './owner-statements.js';
import { partyRoutes } from './parties.js';
import { pidxRoutes } from './pidx.js';
import { platformRoutes } from './platform.js';
import { searchRoutes } from './search.js';
import { signInRoutes } from './sign-in.js';
import { userRoutes } from './users.js';
import { webhookRoutes } from './webhooks.js';

export * from './define.js';
export { healthResponse, passwordResetResponse } from './platform.js';
export { resourcesChangedByPush, unreadNotificationsResponse } from './notifications.js';

/** Every call of the API, by name. */
export const api = {
  ...platformRoutes,
  ...signInRoutes,
  ...companyRoutes,
  ...userRoutes,
  ...partyRoutes,
  ...invitationRoutes,
  ...orgUnitRoutes,
  ...addressSetRoutes,
  ...legalDocumentRoutes,
  ...documentTypeRoutes,
  ...documentRoutes,
  ...pidxRoutes,
  ...documentListRoutes,
  ...searchRoutes,
  ...dashboardRoutes,
  ...notificationRoutes,
  ...webhookRoutes,
  ...ownerStatementRoutes,
};
export type Api = typeof api;
export type RouteName = keyof Api;
/** One of the API's routes, exactly as declared (its own path and schemas): what a client may call. */
export type ApiRoute = Api[RouteName];

export const declaredRoutes: readonly DeclaredRoute[] = Object.values(api);
