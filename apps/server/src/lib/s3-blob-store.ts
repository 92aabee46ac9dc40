import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  BlobStoreBase,
  HashingMeter,
  SHA256_HEX,
  type BlobStore,
  type ByteRange,
  type PutOptions,
  type PutResult,
} from './blob-store.js';

/**
 * Blobs in an S3-compatible bucket (STORAGE_URL=s3://bucket/prefix), for processes on several
 * machines: `<prefix>ab/cdef…`, the same sha256 addressing as the local folder.
 *
 * A put streams the body to a temporary key (`<prefix>tmp/…`, multipart through lib-storage: at
 * most QUEUE_SIZE parts of PART_SIZE in memory, whatever the body's size) while hashing it, then
 * copies it under its sha256 on the server and removes the temporary key. The copy over a stored
 * body refreshes its Last-Modified, as the local store's utimes does, so the janitor does not take
 * a body stored again for an old orphan before its row is written.
 *
 * Reads stream from the bucket (ranges as S3 ranges). The PDF threads read a PDF page by page at
 * random offsets from a file (ocr/thread): for them `localFile` downloads the body, by stream, into
 * a cache folder on this machine, bounded by size (least recently used out first). Why a local
 * copy rather than ranged reads: pdf.js asks for small pieces all over the file (xref, then each
 * page's objects); a round trip per piece to the bucket would cost far more than one download,
 * and the OCR of a document reads every page anyway.
 */
export class S3BlobStore extends BlobStoreBase implements BlobStore {
  /** Downloads into the cache on their way, so that two readers of one body share one. */
  private readonly downloads = new Map<string, Promise<string>>();

  constructor(private readonly opts: S3StoreOptions) {
    super();
  }

  get bucket(): string {
    return this.opts.bucket;
  }

  keyOf(sha256: string): string {
    if (!SHA256_HEX.test(sha256)) throw new Error(`Not a sha256: ${sha256}`);
    return `${this.opts.prefix}${sha256.slice(0, 2)}/${sha256.slice(2)}`;
  }

  private get tempPrefix(): string {
    return `${this.opts.prefix}${TEMP_DIR}/`;
  }

  async put(source: Readable | Buffer | Uint8Array, opts: PutOptions = {}): Promise<PutResult> {
    const { client, bucket } = this.opts;
    const tempKey = `${this.tempPrefix}${randomBytes(12).toString('hex')}${TEMP_SUFFIX}`;
    const meter = new HashingMeter(opts.maxBytes, opts.headBytes ?? 0);
    const input = source instanceof Uint8Array ? Readable.from([source]) : source;
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: tempKey, Body: meter },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
    });
    // On error pipeline destroys the producer too, so an aborted upload stops reading.
    const piped = pipeline(input, meter).catch(async (err: unknown) => {
      await upload.abort().catch(() => undefined);
      throw err;
    });
    const [fed, sent] = await Promise.allSettled([piped, upload.done()]);
    if (fed.status === 'rejected' || sent.status === 'rejected') {
      meter.destroy();
      await this.removeKey(tempKey).catch(() => undefined);
      throw fed.status === 'rejected' ? fed.reason : (sent as PromiseRejectedResult).reason;
    }
    const sha256 = meter.digest();
    try {
      await this.serially(sha256, async () => {
        this.notePut(sha256);
        // Atomic on the server: readers see the whole body or none of it.
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: this.keyOf(sha256),
            CopySource: encodeURI(`${bucket}/${tempKey}`),
            MetadataDirective: 'REPLACE',
          }),
        );
      });
    } finally {
      await this.removeKey(tempKey).catch(() => undefined);
    }
    return { sha256, size: meter.byteCount, ...(opts.headBytes ? { head: meter.head } : {}) } as PutResult;
  }

  async open(sha256: string, range?: ByteRange): Promise<Readable> {
    const info = await this.stat(sha256);
    if (!info) throw notFound(sha256); // before a stream is handed out, as the local store
    let Range: string | undefined;
    if (range) {
      const end = Math.min(range.end ?? info.size - 1, info.size - 1);
      if (!Number.isInteger(range.start) || range.start < 0 || range.start > end) {
        throw new RangeError(`Unsatisfiable range ${range.start}-${range.end ?? ''} of ${info.size} bytes`);
      }
      Range = `bytes=${range.start}-${end}`;
    }
    try {
      const got = await this.opts.client.send(
        new GetObjectCommand({ Bucket: this.opts.bucket, Key: this.keyOf(sha256), Range }),
      );
      return got.Body as Readable;
    } catch (err) {
      if (isMissing(err)) throw notFound(sha256); // removed since the stat
      throw err;
    }
  }

  async stat(sha256: string): Promise<{ size: number } | null> {
    try {
      const head = await this.opts.client.send(
        new HeadObjectCommand({ Bucket: this.opts.bucket, Key: this.keyOf(sha256) }),
      );
      return { size: head.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(sha256: string): Promise<boolean> {
    return (await this.stat(sha256)) !== null;
  }

  async localFile(sha256: string): Promise<string> {
    const file = this.cachePathOf(sha256);
    const now = new Date();
    // Kept: used again now, so the last to be evicted.
    if (
      await utimes(file, now, now).then(
        () => true,
        () => false,
      )
    )
      return file;
    let download = this.downloads.get(sha256);
    if (!download) {
      download = this.download(sha256, file).finally(() => this.downloads.delete(sha256));
      this.downloads.set(sha256, download);
    }
    return download;
  }

  private cachePathOf(sha256: string): string {
    if (!SHA256_HEX.test(sha256)) throw new Error(`Not a sha256: ${sha256}`);
    return path.join(this.opts.cacheDir, sha256.slice(0, 2), sha256.slice(2));
  }

  private async download(sha256: string, file: string): Promise<string> {
    const body = await this.open(sha256); // ENOENT when not stored, as the local store
    const tempDir = path.join(this.opts.cacheDir, TEMP_DIR);
    await mkdir(tempDir, { recursive: true });
    const tempFile = path.join(tempDir, `${randomBytes(12).toString('hex')}${TEMP_SUFFIX}`);
    try {
      await pipeline(body, createWriteStream(tempFile, { flags: 'wx', highWaterMark: 1024 * 1024 }));
      await mkdir(path.dirname(file), { recursive: true });
      await rename(tempFile, file);
    } catch (err) {
      await rm(tempFile, { force: true });
      throw err;
    }
    await this.evictBeyond(this.opts.cacheMaxBytes, file);
    return file;
  }

  /**
   * Removes the least recently used copies until the cache holds at most `maxBytes` (the copy
   * just made stays, even when larger on its own). A PDF thread reading an evicted copy keeps
   * reading it: on Linux an open file outlives its name.
   */
  async evictBeyond(maxBytes: number, keep?: string): Promise<number> {
    const copies: { file: string; size: number; usedAt: number }[] = [];
    for (const dir of await readdir(this.opts.cacheDir).catch(() => [] as string[])) {
      if (!/^[0-9a-f]{2}$/.test(dir)) continue;
      for (const name of await readdir(path.join(this.opts.cacheDir, dir)).catch(() => [] as string[])) {
        const file = path.join(this.opts.cacheDir, dir, name);
        const info = await stat(file).catch(() => null);
        if (info) copies.push({ file, size: info.size, usedAt: info.mtimeMs });
      }
    }
    let total = copies.reduce((sum, c) => sum + c.size, 0);
    let removed = 0;
    copies.sort((a, b) => a.usedAt - b.usedAt);
    for (const copy of copies) {
      if (total <= maxBytes) break;
      if (copy.file === keep) continue;
      await rm(copy.file, { force: true });
      total -= copy.size;
      removed++;
    }
    return removed;
  }

  async delete(sha256: string): Promise<void> {
    await this.removeKey(this.keyOf(sha256));
    await rm(this.cachePathOf(sha256), { force: true });
  }

  private async removeKey(Key: string): Promise<void> {
    await this.opts.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key }));
  }

  async sweepTemporaryFiles(olderThanMs: number): Promise<number> {
    const cutoff = Date.now() - olderThanMs;
    let removed = 0;
    for await (const object of this.list(this.tempPrefix)) {
      if (!object.Key.endsWith(TEMP_SUFFIX) || object.LastModified.getTime() > cutoff) continue;
      await this.removeKey(object.Key);
      removed++;
    }
    removed += await this.abortStaleMultipartUploads(cutoff);
    // Downloads into the cache cut short by a stop.
    const tempDir = path.join(this.opts.cacheDir, TEMP_DIR);
    for (const name of await readdir(tempDir).catch(() => [] as string[])) {
      const info = await stat(path.join(tempDir, name)).catch(() => null);
      if (info && info.mtimeMs <= cutoff) await rm(path.join(tempDir, name), { force: true });
    }
    return removed;
  }

  /**
   * Multipart uploads of a process that stopped mid-upload (lib-storage aborts them itself on an
   * error). Stores that do not list them (s3rver) answer NotImplemented: a bucket lifecycle rule
   * (AbortIncompleteMultipartUpload) does it there, README "Files in an S3-compatible bucket".
   */
  private async abortStaleMultipartUploads(cutoff: number): Promise<number> {
    let aborted = 0;
    try {
      const listed = await this.opts.client.send(
        new ListMultipartUploadsCommand({ Bucket: this.opts.bucket, Prefix: this.tempPrefix }),
      );
      for (const u of listed.Uploads ?? []) {
        if (!u.Key || !u.UploadId || (u.Initiated?.getTime() ?? 0) > cutoff) continue;
        await this.opts.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.opts.bucket, Key: u.Key, UploadId: u.UploadId }),
        );
        aborted++;
      }
    } catch (err) {
      if ((err as { name?: string }).name !== 'NotImplemented') throw err;
    }
    return aborted;
  }

  async listStoredBefore(olderThanMs: number): Promise<string[]> {
    const cutoff = Date.now() - olderThanMs;
    const found: string[] = [];
    for await (const object of this.list(this.opts.prefix)) {
      const sha256 = object.Key.slice(this.opts.prefix.length).replace('/', '');
      if (object.Key.slice(this.opts.prefix.length).length !== 65 || !SHA256_HEX.test(sha256)) continue;
      if (object.LastModified.getTime() <= cutoff) found.push(sha256);
    }
    return found;
  }

  /** Every object under a prefix, a thousand per request. */
  async *list(Prefix: string): AsyncGenerator<{ Key: string; LastModified: Date }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.opts.client.send(
        new ListObjectsV2Command({ Bucket: this.opts.bucket, Prefix, ContinuationToken }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key && o.LastModified) yield { Key: o.Key, LastModified: o.LastModified };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
}

export interface S3StoreOptions {
  client: S3Client;
  bucket: string;
  /** '' or ending in '/'. */
  prefix: string;
  /** The folder of local copies for the PDF threads. */
  cacheDir: string;
  cacheMaxBytes: number;
}

const TEMP_DIR = 'tmp';
const TEMP_SUFFIX = '.part';
/**
 * 8 MiB parts, 4 in flight: at most 32 MiB of a body in memory, whatever its size (S3 allows
 * 10,000 parts, so bodies up to 80 GB).
 */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;

/** `s3://bucket/some/prefix` → the bucket and `some/prefix/`. */
export function parseStorageUrl(url: string): { bucket: string; prefix: string } {
  const m = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url.trim());
  if (!m) throw new Error(`STORAGE_URL must look like s3://bucket/prefix, not ${url}`);
  const prefix = m[2]!.replace(/^\/+|\/+$/g, '');
  return { bucket: m[1]!, prefix: prefix ? `${prefix}/` : '' };
}

/**
 * A client from the AWS SDK's own variables: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (or any
 * other source of the SDK's credential chain), AWS_REGION (us-east-1 when unset) and
 * AWS_ENDPOINT_URL_S3 for a store that is not AWS (MinIO, Ceph, s3rver …), which is then addressed
 * path-style (`endpoint/bucket/key`) and sent checksums only where S3 requires them (stores other
 * than AWS do not all know the SDK's default CRC32 trailers).
 */
export function s3ClientFromEnv(env: NodeJS.ProcessEnv = process.env, extra: Partial<S3ClientConfig> = {}): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  return new S3Client({
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    ...(endpoint
      ? {
          endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    ...extra,
  });
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

function notFound(sha256: string): NodeJS.ErrnoException {
  const err: NodeJS.ErrnoException = new Error(`ENOENT: no stored body ${sha256}`);
  err.code = 'ENOENT';
  return err;
}
