/** The module's face: what the API handlers, jobs and other modules may use. */
export { searchHandlers } from './handlers.js';
export { forgetAllOnChange, SEARCH_INDEX_CHANNEL, type SearchIndex } from './search-index.js';
