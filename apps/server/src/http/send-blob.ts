import { ErrorCode } from '@docvue/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CheckedFile } from '../access/files.js';
import type { BlobStore } from '../lib/blob-store.js';
import { AppError } from '../lib/errors.js';

/** RFC 5987 filename for Content-Disposition, with an ASCII fallback. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a stored file the access gate let through. PDFs may be shown inline (the viewer) with
 * byte ranges so pdf.js can draw page 1 before the rest arrives; anything else is an attachment.
 * Never sniffed.
 */
export async function sendBlob(
  req: FastifyRequest,
  reply: FastifyReply,
  blobs: BlobStore,
  file: CheckedFile,
  as: { mimeType: string; fileName: string; disposition: 'inline' | 'attachment' },
) {
  const inline = as.disposition === 'inline' && as.mimeType === 'application/pdf';
  reply
    .header('content-type', as.mimeType)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', as.fileName))
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-cache');

  const range = req.headers.range;
  if (range) {
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    let start = m && m[1] ? Number(m[1]) : NaN;
    let end = m && m[2] ? Number(m[2]) : file.size - 1;
    if (m && !m[1] && m[2]) {
      // "bytes=-N": the last N bytes.
      start = Math.max(0, file.size - Number(m[2]));
      end = file.size - 1;
    }
    if (!m || Number.isNaN(start) || start > end || start >= file.size) {
      reply.header('content-range', `bytes */${file.size}`);
      throw new AppError(ErrorCode.RangeNotSatisfiable, 'The requested byte range is not in the file.');
    }
    end = Math.min(end, file.size - 1);
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${file.size}`)
      .header('content-length', end - start + 1);
    return reply.send(await blobs.open(file.sha256, { start, end }));
  }
  reply.header('content-length', file.size);
  return reply.send(await blobs.open(file.sha256));
}
