import { ErrorCode } from '@docvue/contracts';
import { AppError } from './errors.js';

/** A body larger than the put's `maxBytes`: the upload is stopped as the bytes arrive (blob-store.ts, hashing-thread.ts). */
export class BlobTooLargeError extends AppError {
  constructor(readonly maxBytes: number) {
    super(ErrorCode.PayloadTooLarge, `The file is larger than the maximum of ${formatBytes(maxBytes)}.`);
    this.name = 'BlobTooLargeError';
  }
}

function formatBytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KB`;
  return `${n} bytes`;
}
