import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { listAddressSets } from './repository.js';
import { createAddressSet } from './create-address-set.js';
import { deleteAddressSet } from './delete-address-set.js';
import { getAddressSet } from './get-address-set.js';
import { getPartnerAddresses } from './get-partner-addresses.js';
import { listPickableParties } from './list-pickable-parties.js';
import { updateAddressSet } from './update-address-set.js';

export const addressSetHandlers = ({ db }: AppContext) =>
  ({
    listAddressSets: async ({ tenant, query }) => ({
      ...(await listAddressSets(db, tenant.companyId, query)),
      pageSize: query.pageSize,
    }),
    listAddressSetParties: async ({ tenant, query }) => ({
      ...(await listPickableParties(db, tenant, query)),
      pageSize: query.pageSize,
    }),
    getAddressSet: async ({ tenant, params }) => getAddressSet(db, tenant, params.id),
    createAddressSet: async ({ tenant, body }) => createAddressSet(db, tenant, body),
    updateAddressSet: async ({ tenant, params, body }) => updateAddressSet(db, tenant, params.id, body),
    deleteAddressSet: async ({ tenant, params }) => {
      await deleteAddressSet(db, tenant, params.id);
      return { ok: true as const };
    },
    getPartnerAddresses: async ({ tenant, params }) => getPartnerAddresses(db, tenant, params.id),
  }) satisfies ApiHandlers;
