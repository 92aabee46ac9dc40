import { open } from 'node:fs/promises';

/**
 * The PDF a thread works on: a stored file, read where it lies on disk (an upload of up to 500 MB
 * is never held whole in memory), or a small PDF already in memory (a company document, a scan
 * converted to a PDF).
 */
export type PdfSource = { path: string } | { bytes: Uint8Array };

/** Reads parts of a PDF by position, and counts what it has read (the page reader's memory follows it). */
export interface PdfReader {
  readonly size: number;
  /** Bytes handed out so far. */
  readonly bytesRead: number;
  /** Up to `length` bytes from `position` (fewer at the end of the file). */
  read(position: number, length: number): Promise<Uint8Array>;
  close(): Promise<void>;
}

export async function openPdfReader(source: PdfSource): Promise<PdfReader> {
  if ('bytes' in source) {
    const { bytes } = source;
    let bytesRead = 0;
    return {
      size: bytes.length,
      get bytesRead() {
        return bytesRead;
      },
      read: async (position, length) => {
        // A copy: pdf.js takes (detaches) the buffer of what it is given.
        const part = bytes.slice(position, Math.min(bytes.length, position + length));
        bytesRead += part.length;
        return part;
      },
      close: async () => undefined,
    };
  }
  const file = await open(source.path, 'r');
  const { size } = await file.stat();
  let bytesRead = 0;
  return {
    size,
    get bytesRead() {
      return bytesRead;
    },
    async read(position, length) {
      const wanted = Math.max(0, Math.min(length, size - position));
      const buffer = Buffer.allocUnsafe(wanted);
      let filled = 0;
      while (filled < wanted) {
        const { bytesRead: got } = await file.read(buffer, filled, wanted - filled, position + filled);
        if (got === 0) break;
        filled += got;
      }
      bytesRead += filled;
      return buffer.subarray(0, filled);
    },
    close: () => file.close(),
  };
}
