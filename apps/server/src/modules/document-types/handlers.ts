import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { getDocumentType, listDocumentTypes, lookupValuesOf } from './service.js';

export const documentTypeHandlers = ({ db }: AppContext) =>
  ({
    listDocumentTypes: async ({ tenant, query }) => listDocumentTypes(db, tenant, !!query.IncludeFullDetails),
    getDocumentType: async ({ tenant, params }) => getDocumentType(db, tenant, { id: params.id }),
    getDocumentTypeOfTemplate: async ({ tenant, params }) => getDocumentType(db, tenant, { templateId: params.id }),
    listLookupValues: async ({ tenant, params }) => lookupValuesOf(db, tenant, params.id),
  }) satisfies ApiHandlers;
