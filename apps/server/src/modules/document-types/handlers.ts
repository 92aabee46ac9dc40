import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { getDocumentType } from './get-document-type.js';
import { listColumnLookupValues } from './list-column-lookup-values.js';
import { listDocumentTypes } from './list-document-types.js';
import { listLookupValues } from './list-lookup-values.js';

export const documentTypeHandlers = ({ db }: AppContext) =>
  ({
    listDocumentTypes: async ({ tenant, query }) => listDocumentTypes(db, tenant, !!query.IncludeFullDetails),
    getDocumentType: async ({ tenant, params }) => getDocumentType(db, tenant, { id: params.id }),
    getDocumentTypeOfTemplate: async ({ tenant, params }) => getDocumentType(db, tenant, { templateId: params.id }),
    listLookupValues: async ({ tenant, params, query }) => listLookupValues(db, tenant, params.id, query),
    listColumnLookupValues: async ({ tenant, params, query }) => listColumnLookupValues(db, tenant, params.id, query),
  }) satisfies ApiHandlers;
