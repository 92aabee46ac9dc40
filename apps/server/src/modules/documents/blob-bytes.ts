import type { BlobStore } from '../../lib/blob-store.js';

/** A stored body in memory, for the parsers that need it whole (pdf.js, image conversion). */
export async function readBlob(store: BlobStore, sha256: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.open(sha256)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
