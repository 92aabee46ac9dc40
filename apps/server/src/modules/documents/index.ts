/**
 * The documents module: one use case per file, named for it (`create-document.ts`,
 * `save-document.ts`, …), their SQL in the `*repository.ts` files. What other parts of the
 * server use:
 */
export { documentHandlers } from './handlers.js';
export { ocrJobHandler } from './ocr-job.js';
export { requireValidDocument } from './validation.js';
// The PIDX module makes AR invoices from PIDX files as an upload does, and writes them out.
export { completeUpload } from './upload-document.js';
export { saveDocument } from './save-document.js';
export { readDocument } from './read-document.js';
// A PIDX InvoiceResponse decides through the same use case as the approve and reject calls.
export { decideDocument } from './decide-document.js';
export { discardIfUnreferenced, storeFilePart, type ReceivedFile } from './receive-upload.js';
// A statement run makes and sends its documents through the batch forms of upload and send.
export { createDocuments, type BatchSender, type NewDocumentOfBatch } from './create-documents.js';
export { publishDocuments } from './publish-documents.js';
