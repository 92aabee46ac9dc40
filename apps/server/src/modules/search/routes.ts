import { searchRequest, searchResponse, typeaheadQuery, typeaheadResponse } from '@docvue/contracts';
import { typed, type RouteModule } from '../../lib/zod-app.js';
import { tenantOf } from '../../plugins/auth/index.js';
import { searchDocuments } from './search-service.js';
import { typeahead } from './typeahead.js';

const tags = ['search'];

export const searchRoutes: RouteModule = (app, { db }) => {
  const r = typed(app);

  r.post(
    '/search',
    {
      schema: {
        tags,
        description:
          'Full-text search of the documents the company may see: metadata values, party and company names, file names and page text. Websearch syntax ("phrase", or, -word). Ranked (numbers, then names, then other values, then page text); rows carry the matching fields as highlighted segments. The newest 1000 matches are ranked; totalIsCapped says when there were more.',
        body: searchRequest,
        response: { 200: searchResponse },
      },
    },
    async (req) => searchDocuments(db, tenantOf(req), req.body),
  );

  r.get(
    '/typeahead',
    {
      schema: {
        tags,
        description:
          "The top bar's suggestions: the company's newest documents (at most 10) whose number or party names begin with the words typed.",
        querystring: typeaheadQuery,
        response: { 200: typeaheadResponse },
      },
    },
    async (req) => typeahead(db, tenantOf(req), req.query.query),
  );
};
