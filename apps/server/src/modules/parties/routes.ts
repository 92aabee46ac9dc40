import { idParams, party, partyGridQuery, partyGridResponse } from '@docvue/contracts';
import { notFound } from '../../lib/errors.js';
import { typed, type RouteModule } from '../../lib/zod-app.js';
import { tenantOf } from '../../plugins/auth/index.js';
import { presentParty } from './presenter.js';
import { orgUnitsOfParties, partyOfCompany, searchParties } from './repository.js';

const tags = ['parties'];

export const partyRoutes: RouteModule = (app, { db }) => {
  const r = typed(app);

  r.get(
    '/party/grid/search',
    { schema: { tags, querystring: partyGridQuery, response: { 200: partyGridResponse } } },
    async (req) => {
      const { rows, totalRecords } = await searchParties(db, tenantOf(req).companyId, req.query);
      const units = await orgUnitsOfParties(
        db,
        rows.map((p) => p.id),
      );
      return { items: rows.map((p) => presentParty(p, units.get(p.id) ?? [])), totalRecords };
    },
  );

  r.get('/party/:id', { schema: { tags, params: idParams, response: { 200: party } } }, async (req) => {
    const row = await partyOfCompany(db, tenantOf(req).companyId, req.params.id);
    if (!row) throw notFound('The party');
    const units = await orgUnitsOfParties(db, [row.id]);
    return presentParty(row, units.get(row.id) ?? []);
  });
};
