import type { CheckedFile } from '../access/files.js';
import type { BlobStore } from '../lib/blob-store.js';

/** A stored body the access gate let through, in memory, for the parsers that need it whole (pdf.js, image conversion). */
export async function readBlob(store: BlobStore, file: CheckedFile): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.open(file.sha256)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stored body the access gate let through, as a file the PDF threads read in parts. */
export const blobFile = async (store: BlobStore, file: CheckedFile) => ({ path: await store.localFile(file.sha256) });

/** A stored body the access gate let through, as a stream (a conversion copies it to disk). */
export const openBlob = (store: BlobStore, file: CheckedFile) => store.open(file.sha256);
