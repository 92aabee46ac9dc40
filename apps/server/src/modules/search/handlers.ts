import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { searchDocuments } from './search-documents.js';
import { typeahead } from './typeahead.js';

export const searchHandlers = ({ db, searchIndex }: AppContext) =>
  ({
    searchDocuments: async ({ tenant, body }) => searchDocuments(db, searchIndex, tenant, body),
    typeahead: async ({ tenant, query }) => typeahead(db, tenant, query.query),
  }) satisfies ApiHandlers;
