import { documentListQuery, documentListResponse, documentListTemplateParams } from '@docvue/contracts';
import type { FastifyReply } from 'fastify';
import { typed, type RouteModule } from '../../lib/zod-app.js';
import { tenantOf } from '../../plugins/auth/index.js';
import { listDocuments, type ListResult } from './service.js';

const tags = ['document lists'];
const paging =
  'Paged (page, pageSize 25/50/75/100, or 100000 for all rows, streamed) and sorted (sortBy = id or a column key, sortDirection asc/desc; default id descending). afterId pages by keyset with the default sort. query keeps the documents whose number or party names start with the typed words (as the typeahead matches); counts and pages are of those.';

function send(reply: FastifyReply, result: ListResult) {
  if (result.kind === 'page') return reply.send(result.body);
  return reply.type('application/json; charset=utf-8').send(result.body);
}

export const documentListRoutes: RouteModule = (app, { db }) => {
  const r = typed(app);
  const schema = (description: string) => ({
    tags,
    description: `${description} ${paging}`,
    querystring: documentListQuery,
    response: { 200: documentListResponse },
  });

  r.get(
    '/documentroute',
    { schema: schema('Every document the company may see: sent, received and its drafts.') },
    async (req, reply) => send(reply, await listDocuments(db, tenantOf(req), { kind: 'all' }, req.query)),
  );

  r.get(
    '/documentroute/sent',
    { schema: schema('Documents the company sent (published: not drafts, New or Pending), every status.') },
    async (req, reply) => send(reply, await listDocuments(db, tenantOf(req), { kind: 'sent' }, req.query)),
  );

  r.get(
    '/documentroute/inbox',
    { schema: schema('Documents the company received, every status.') },
    async (req, reply) => send(reply, await listDocuments(db, tenantOf(req), { kind: 'inbox' }, req.query)),
  );

  r.get(
    '/documentroute/all/:documentTypeId',
    {
      schema: {
        ...schema(
          "Both sides of one document template (documentTypeId = template id: 93 AR invoice, 87 division order, …), with the columns of the company's own instance of the template; documentRouteStatusId > 0 keeps one route status.",
        ),
        params: documentListTemplateParams,
      },
    },
    async (req, reply) =>
      send(
        reply,
        await listDocuments(db, tenantOf(req), { kind: 'template', templateId: req.params.documentTypeId }, req.query),
      ),
  );
};
