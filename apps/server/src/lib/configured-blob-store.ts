import type { Config } from '../config.js';
import { localBlobStore, type BlobStore } from './blob-store.js';
import { parseStorageUrl, s3ClientFromEnv, S3BlobStore } from './s3-blob-store.js';

/** The store STORAGE_URL names: the folder DATA_DIR/blobs when unset, else an S3-compatible bucket. */
export function configuredBlobStore(config: Pick<Config, 'dataDir' | 'storage'>, env = process.env): BlobStore {
  if (!config.storage) return localBlobStore(config.dataDir);
  const { bucket, prefix } = parseStorageUrl(config.storage.url);
  return new S3BlobStore({
    client: s3ClientFromEnv(env),
    bucket,
    prefix,
    cacheDir: config.storage.cacheDir,
    cacheMaxBytes: config.storage.cacheMaxBytes,
  });
}
