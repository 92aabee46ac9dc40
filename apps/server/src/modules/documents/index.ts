/**
 * The documents module: one use case per file, named for it (`create-document.ts`,
 * `save-document.ts`, …), their SQL in the `*repository.ts` files. What other parts of the
 * server use:
 */
export { documentHandlers } from './handlers.js';
export { ocrJobHandler } from './ocr-job.js';
export { requireValidDocument } from './validation.js';
