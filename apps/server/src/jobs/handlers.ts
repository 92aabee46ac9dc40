import type { AppContext } from '../app-context.js';
import { OCR_JOB } from '../modules/documents/upload-service.js';
import { ocrJobHandler } from '../modules/documents/ocr-job.js';
import type { JobHandler } from './runner.js';

/** Every kind of background job and who handles it. */
export function jobHandlers(ctx: AppContext): Record<string, JobHandler> {
  return { [OCR_JOB]: ocrJobHandler(ctx) };
}
