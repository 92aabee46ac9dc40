import { ErrorCode, legalDocumentMessages, type ErrorCodeValue } from '@docvue/contracts';
import { ApiError } from '@/lib/api-client';

export interface UploadOutcome {
  severity: 'warning' | 'error';
  message: string;
  /** Whether the document was kept (the file could not be read, but it is saved). */
  saved: boolean;
}

const isCode = (err: unknown, code: ErrorCodeValue): err is ApiError => err instanceof ApiError && err.code === code;

/**
 * What a failed upload tells the user (docs/product/administration.md §8): `extraction_failed` (the spec's 501) is the
 * warning that the file was kept but could not be read; a server failure shows the server's
 * message; anything else asks to contact support.
 */
export function uploadOutcome(err: unknown): UploadOutcome {
  if (isCode(err, ErrorCode.ExtractionFailed)) {
    return { severity: 'warning', message: legalDocumentMessages.extractFailed, saved: true };
  }
  if (isCode(err, ErrorCode.Internal)) return { severity: 'error', message: err.message, saved: false };
  return { severity: 'error', message: legalDocumentMessages.uploadFailed, saved: false };
}

/** A replaced file: the same warning when it could not be read, otherwise the spec's replace failure. */
export function replaceOutcome(err: unknown): UploadOutcome {
  if (isCode(err, ErrorCode.ExtractionFailed)) {
    return { severity: 'warning', message: legalDocumentMessages.extractFailed, saved: true };
  }
  return { severity: 'error', message: legalDocumentMessages.replaceFailed, saved: false };
}

export const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';
