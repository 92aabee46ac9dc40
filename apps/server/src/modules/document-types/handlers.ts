import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { columnLookupValuesOf, getDocumentType, listDocumentTypes, lookupValuesOf } from './service.js';

export const documentTypeHandlers = ({ db }: AppContext) =>
  ({
    listDocumentTypes: async ({ tenant, query }) => listDocumentTypes(db, tenant, !!query.IncludeFullDetails),
    getDocumentType: async ({ tenant, params }) => getDocumentType(db, tenant, { id: params.id }),
    getDocumentTypeOfTemplate: async ({ tenant, params }) => getDocumentType(db, tenant, { templateId: params.id }),
    listLookupValues: async ({ tenant, params, query }) => lookupValuesOf(db, tenant, params.id, query),
    listColumnLookupValues: async ({ tenant, params, query }) => columnLookupValuesOf(db, tenant, params.id, query),
  }) satisfies ApiHandlers;
