import { searchRequest, searchResponse, typeaheadQuery, typeaheadResponse } from '../search.js';
import { defineRoutes } from './define.js';

export const searchRoutes = defineRoutes({
  searchDocuments: {
    method: 'POST',
    path: '/search',
    summary: 'Full-text search of the documents the company may see',
    description:
      'Metadata values, party and company names, file names and page text. Websearch syntax ("phrase", or, -word). Ranked (numbers, then names, then other values, then page text); rows carry the matching fields as highlighted segments. The newest 1000 matches are ranked; totalIsCapped says when there were more.',
    tags: ['search'],
    body: searchRequest,
    response: searchResponse,
    reads: 'search',
  },
  typeahead: {
    method: 'GET',
    path: '/typeahead',
    summary:
      "The top bar's suggestions: the company's newest documents whose number or party names begin with the words typed",
    tags: ['search'],
    query: typeaheadQuery,
    response: typeaheadResponse,
    reads: 'search',
  },
});
