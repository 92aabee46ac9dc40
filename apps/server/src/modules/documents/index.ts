/** The module's face: what the API handlers, jobs and other modules may use. */
export { documentHandlers } from './handlers.js';
export { ocrJobHandler } from './ocr-job.js';
export { requireValidDocument } from './validation.js';
