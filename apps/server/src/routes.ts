import type { RouteModule } from './lib/zod-app.js';
import { clientConfigRoutes } from './modules/client-config/routes.js';
import { clientExceptionRoutes } from './modules/client-exceptions/routes.js';
import { companyRoutes } from './modules/companies/routes.js';
import { documentReadRoutes } from './modules/documents/routes/read.js';
import { documentRelatedRoutes } from './modules/documents/routes/related.js';
import { documentWorkflowRoutes } from './modules/documents/routes/workflow.js';
import { documentUploadRoutes } from './modules/documents/routes/upload.js';
import { documentTypeRoutes } from './modules/document-types/routes.js';
import { documentListRoutes } from './modules/document-lists/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { orgUnitRoutes } from './modules/org-units/routes.js';
import { partyRoutes } from './modules/parties/routes.js';
import { passwordResetRoutes } from './modules/password-reset/routes.js';
import { userRoutes } from './modules/users/routes.js';

/** Every API module, registered under /api. */
export const apiRoutes: RouteModule[] = [
  healthRoutes,
  clientConfigRoutes,
  companyRoutes,
  userRoutes,
  passwordResetRoutes,
  partyRoutes,
  orgUnitRoutes,
  documentTypeRoutes,
  documentReadRoutes,
  documentUploadRoutes,
  documentWorkflowRoutes,
  documentRelatedRoutes,
  documentListRoutes,
  searchRoutes,
  dashboardRoutes,
  clientExceptionRoutes,
];
