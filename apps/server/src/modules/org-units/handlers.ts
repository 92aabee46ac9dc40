import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { listOrgUnits } from './repository.js';
import { createOrgUnit } from './create-org-unit.js';
import { deleteOrgUnit } from './delete-org-unit.js';
import { getOrgUnit } from './get-org-unit.js';
import { updateOrgUnit } from './update-org-unit.js';

export const orgUnitHandlers = ({ db }: AppContext) =>
  ({
    listOrgUnits: async ({ tenant, query }) => {
      const { items, totalRecords } = await listOrgUnits(db, tenant.companyId, query);
      return { items, totalRecords, pageSize: query.pageSize };
    },
    getOrgUnit: async ({ tenant, params }) => getOrgUnit(db, tenant, params.id),
    createOrgUnit: async ({ tenant, body }) => createOrgUnit(db, tenant, body),
    updateOrgUnit: async ({ tenant, params, body }) => updateOrgUnit(db, tenant, params.id, body),
    deleteOrgUnit: async ({ tenant, params }) => {
      await deleteOrgUnit(db, tenant, params.id);
      return { ok: true as const };
    },
  }) satisfies ApiHandlers;
