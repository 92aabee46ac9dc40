import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { listMyCompanies } from './list-my-companies.js';
import { listPartyTypesOfCompany } from './list-party-types-of-company.js';
import { sendCompanyLogo } from './send-company-logo.js';
import { sendOwnLogo } from './send-own-logo.js';
import { updateTerminology } from './update-terminology.js';
import { uploadLogo } from './upload-logo.js';

export const companyHandlers = ({ db }: AppContext) =>
  ({
    listMyCompanies: async ({ identity }) => listMyCompanies(db, identity),
    listPartyTypesOfCompany: async ({ tenant, params }) => listPartyTypesOfCompany(db, tenant, params.id),
    uploadLogo: async ({ tenant, req }) => {
      await uploadLogo(db, tenant, req);
      return { ok: true as const };
    },
    updateTerminology: async ({ tenant, body }) => updateTerminology(db, tenant, body.terminologies),
    getLogo: async ({ tenant, reply }) => sendOwnLogo(db, tenant, reply),
    getCompanyLogo: async ({ tenant, params, reply }) => sendCompanyLogo(db, tenant, params.companyId, reply),
  }) satisfies ApiHandlers;
