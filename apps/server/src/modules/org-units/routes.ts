import { orgUnit, orgUnitListQuery, paged } from '@docvue/contracts';
import { typed, type RouteModule } from '../../lib/zod-app.js';
import { tenantOf } from '../../plugins/auth/index.js';
import { listOrgUnits } from './repository.js';

export const orgUnitRoutes: RouteModule = (app, { db }) => {
  typed(app).get(
    '/companyorgunit',
    { schema: { tags: ['org units'], querystring: orgUnitListQuery, response: { 200: paged(orgUnit) } } },
    async (req) => {
      const { items, totalRecords } = await listOrgUnits(db, tenantOf(req).companyId, req.query);
      return { items, totalRecords, pageSize: req.query.pageSize };
    },
  );
};
