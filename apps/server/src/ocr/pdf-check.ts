import { ErrorCode } from '@docvue/contracts';
import { AppError } from '../lib/errors.js';
import type { PdfLimits } from './pdf-inspect.js';
import { PdfThreadFailure, type PdfInput, type PdfThreads } from './thread/pdf-threads.js';

/**
 * The PDF of an upload is looked at before anything is done with it: within the limits it is
 * kept, beyond them it is refused with 413 (too large: pages, objects, unpacked bytes, or more
 * memory or time than a PDF thread has), and a file that cannot be read as a PDF with 422.
 */
export async function requireProcessablePdf(threads: PdfThreads, pdf: PdfInput, limits: PdfLimits) {
  let verdict;
  try {
    verdict = await threads.inspect(pdf, limits);
  } catch (err) {
    if (!(err instanceof PdfThreadFailure)) throw err;
    if (err.kind === 'busy')
      throw new AppError(ErrorCode.Unavailable, 'The server is reading other files. Try again in a minute.');
    if (err.kind === 'memory' || err.kind === 'time') {
      throw new AppError(ErrorCode.PayloadTooLarge, `The PDF is too large to process. ${err.message}`);
    }
    throw new AppError(ErrorCode.UnreadableFile, 'The PDF is damaged and cannot be read.');
  }
  if (verdict.ok) return verdict.facts;
  throw new AppError(
    verdict.reason === 'tooLarge' ? ErrorCode.PayloadTooLarge : ErrorCode.UnreadableFile,
    verdict.message,
  );
}
