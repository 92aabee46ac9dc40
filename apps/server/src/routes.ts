import type { RouteModule } from './lib/zod-app.js';
import { healthRoutes } from './modules/health/routes.js';

/** Every API module, registered under /api. */
export const apiRoutes: RouteModule[] = [healthRoutes];
