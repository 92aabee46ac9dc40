import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { listDocuments, type ListResult } from './list-documents.js';

/** A page is serialised by its contract; all rows are streamed as they are read. */
function send(reply: FastifyReply, result: ListResult) {
  if (result.kind === 'page') return result.body;
  return reply.type('application/json; charset=utf-8').send(result.body);
}

export const documentListHandlers = ({ db, listIndex }: AppContext) =>
  ({
    listDocuments: async ({ tenant, query, reply }) =>
      send(reply, await listDocuments(db, listIndex, tenant, { kind: 'all' }, query)),
    listSentDocuments: async ({ tenant, query, reply }) =>
      send(reply, await listDocuments(db, listIndex, tenant, { kind: 'sent' }, query)),
    listInbox: async ({ tenant, query, reply }) =>
      send(reply, await listDocuments(db, listIndex, tenant, { kind: 'inbox' }, query)),
    listDocumentsOfTemplate: async ({ tenant, params, query, reply }) =>
      send(
        reply,
        await listDocuments(db, listIndex, tenant, { kind: 'template', templateId: params.documentTypeId }, query),
      ),
  }) satisfies ApiHandlers;
