/** The document lists (all, sent, inbox, one template's): what other parts of the server use. */
export { documentListHandlers } from './handlers.js';
export { LIST_INDEX_CHANNEL, type ListIndex } from './list-index.js';
