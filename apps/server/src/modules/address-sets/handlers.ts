import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { listAddressSets } from './repository.js';
import {
  createAddressSet,
  deleteAddressSet,
  getAddressSet,
  partnerAddresses,
  pickableParties,
  updateAddressSet,
} from './service.js';

export const addressSetHandlers = ({ db }: AppContext) =>
  ({
    listAddressSets: async ({ tenant, query }) => ({
      ...(await listAddressSets(db, tenant.companyId, query)),
      pageSize: query.pageSize,
    }),
    listAddressSetParties: async ({ tenant, query }) => ({
      ...(await pickableParties(db, tenant, query)),
      pageSize: query.pageSize,
    }),
    getAddressSet: async ({ tenant, params }) => getAddressSet(db, tenant, params.id),
    createAddressSet: async ({ tenant, body }) => createAddressSet(db, tenant, body),
    updateAddressSet: async ({ tenant, params, body }) => updateAddressSet(db, tenant, params.id, body),
    deleteAddressSet: async ({ tenant, params }) => {
      await deleteAddressSet(db, tenant, params.id);
      return { ok: true as const };
    },
    getPartnerAddresses: async ({ tenant, params }) => partnerAddresses(db, tenant, params.id),
  }) satisfies ApiHandlers;
