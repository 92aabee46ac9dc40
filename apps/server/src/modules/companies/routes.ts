import {
  allCompaniesResponse,
  idParams,
  partyTypesResponse,
  partyTypeNames,
  type PartyTypeId,
} from '@docvue/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { identityOfRequest, tenantOf } from '../../plugins/auth/index.js';
import { notFound } from '../../lib/errors.js';
import { typed, type RouteModule } from '../../lib/zod-app.js';
import { presentCompanySummary } from './presenter.js';
import { allCompaniesOnNetwork, companiesOfUser, isTradingPartner, logoOf, partyTypesOfCompany } from './repository.js';

export const companyRoutes: RouteModule = (app, { db }) => {
  const r = typed(app);

  r.get(
    '/company/allCompanies',
    { config: { access: 'signedIn' }, schema: { tags: ['companies'], response: { 200: allCompaniesResponse } } },
    async (req) => {
      const user = identityOfRequest(req);
      const rows = user.isGlobal ? await allCompaniesOnNetwork(db) : await companiesOfUser(db, user.userId);
      return rows.map(presentCompanySummary);
    },
  );

  r.get(
    '/party/partyTypesByCompanyId/:id',
    { schema: { tags: ['parties'], params: idParams, response: { 200: partyTypesResponse } } },
    async (req) => {
      const ctx = tenantOf(req);
      // Only the selected company's own party types: another company's are not ours to read.
      if (req.params.id !== ctx.companyId) throw notFound('The company');
      const ids = await partyTypesOfCompany(db, ctx.companyId);
      return ids.map((id) => ({ id, name: partyTypeNames[id as PartyTypeId] ?? String(id) }));
    },
  );

  const sendLogo = async (companyId: number, reply: FastifyReply) => {
    const logo = await logoOf(db, companyId);
    if (!logo) throw notFound('The logo');
    return reply
      .header('content-type', 'image/png')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=300')
      .send(logo);
  };

  r.get('/logo', { schema: { tags: ['companies'] } }, async (req, reply) => sendLogo(tenantOf(req).companyId, reply));

  r.get(
    '/logo/:companyId',
    { schema: { tags: ['companies'], params: z.object({ companyId: idParams.shape.id }) } },
    async (req, reply) => {
      const ctx = tenantOf(req);
      const other = req.params.companyId;
      // A company's logo is shown to itself and to its trading partners; to anyone else it does not exist.
      if (other !== ctx.companyId && !(await isTradingPartner(db, ctx.companyId, other))) throw notFound('The logo');
      return sendLogo(other, reply);
    },
  );
};
