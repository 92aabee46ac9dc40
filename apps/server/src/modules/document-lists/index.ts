/** The module's face: what the API handlers, jobs and other modules may use. */
export { documentListHandlers } from './handlers.js';
export { LIST_INDEX_CHANNEL } from './list-query.js';
