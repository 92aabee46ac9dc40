import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { myCompanies, partyTypesOf, sendCompanyLogo, sendOwnLogo } from './read-service.js';
import { receiveLogo, updateTerminology } from './settings-service.js';

export const companyHandlers = ({ db }: AppContext) =>
  ({
    listMyCompanies: async ({ identity }) => myCompanies(db, identity),
    listPartyTypesOfCompany: async ({ tenant, params }) => partyTypesOf(db, tenant, params.id),
    uploadLogo: async ({ tenant, req }) => {
      await receiveLogo(db, tenant, req);
      return { ok: true as const };
    },
    updateTerminology: async ({ tenant, body }) => updateTerminology(db, tenant, body.terminologies),
    getLogo: async ({ tenant, reply }) => sendOwnLogo(db, tenant, reply),
    getCompanyLogo: async ({ tenant, params, reply }) => sendCompanyLogo(db, tenant, params.companyId, reply),
  }) satisfies ApiHandlers;
