import { partyImportLimits } from '@docvue/contracts';
import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { orgUnitTermOf, vendorTermOf } from '../companies/index.js';
import { importParties } from './import/import-parties.js';
import { receiveSmallFile } from '../../http/receive-file.js';
import { partyImportTemplate } from './import/template.js';
import { searchNetwork } from './network-search.js';
import { connectParty } from './connect-party.js';
import { createParty } from './create-party.js';
import { deleteParty } from './delete-party.js';
import { getParty } from './get-party.js';
import { inviteParty } from './invite-party.js';
import { listParties } from './list-parties.js';
import { updateParty } from './update-party.js';

export const partyHandlers = (app: AppContext) =>
  ({
    searchParties: async ({ tenant, query }) => listParties(app.db, tenant, query),
    getParty: async ({ tenant, params }) => getParty(app.db, tenant, params.id),
    createParty: async ({ tenant, body }) => createParty(app, tenant, body),
    updateParty: async ({ tenant, params, body }) => updateParty(app.db, tenant, params.id, body),
    deleteParty: async ({ tenant, params }) => {
      await deleteParty(app.db, tenant, params.id);
      return { ok: true as const };
    },
    connectParty: async ({ tenant, params }) => connectParty(app, tenant, params.id),
    inviteParty: async ({ tenant, params, body }) => inviteParty(app, tenant, params.id, body?.email),
    searchNetwork: async ({ tenant, body }) => searchNetwork(app.db, tenant, body?.partyIds),
    importParties: async ({ tenant, req }) =>
      importParties(app.db, tenant, (await receiveSmallFile(req, partyImportLimits.maxBytes)).bytes),
    downloadPartyImportTemplate: async ({ tenant, reply }) =>
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="party-import-template.xlsx"')
        .send(
          await partyImportTemplate({
            orgUnit: await orgUnitTermOf(app.db, tenant.companyId),
            vendor: await vendorTermOf(app.db, tenant.companyId),
          }),
        ),
  }) satisfies ApiHandlers;
