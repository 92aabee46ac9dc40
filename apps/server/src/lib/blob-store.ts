import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open as openFile, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobTooLargeError } from './blob-too-large.js';
import { HashedFileWriter, hashingThreadFree } from './hashing-thread.js';

export { BlobTooLargeError };

/**
 * Content-addressed file bodies (docs/design.md §2 "files", §6 "Files"). A body is stored once
 * under its sha256; callers insert the `blobs` row only after `put` has returned, so a row
 * never points at a file that is not in place.
 */
export interface BlobStore {
  /** Streams the body to a temporary file while hashing it, then moves it into place. */
  put(source: Readable | Buffer | Uint8Array, opts?: PutOptions): Promise<PutResult>;
  /** A read stream of the body, or of the inclusive byte range [start, end]. */
  open(sha256: string, range?: ByteRange): Promise<Readable>;
  stat(sha256: string): Promise<{ size: number } | null>;
  /**
   * The body as a file on this machine, which the PDF threads read in parts, page by page (a
   * 500 MB upload is never held whole in memory). Rejects with ENOENT when it is not stored.
   */
  localFile(sha256: string): Promise<string>;
  exists(sha256: string): Promise<boolean>;
  /** Removes a body. Bodies are shared by content: only call when no row refers to it. */
  delete(sha256: string): Promise<void>;
  /**
   * The caller no longer needs the body it has just put and no row refers to it (a refused
   * upload): removed, unless another put of the same bytes in this process, in the last minute,
   * may still be on its way to writing its row (the janitor takes it later if not). Says whether
   * it was removed.
   */
  discard(sha256: string): Promise<boolean>;
  /** Janitor: removes temporary files of interrupted uploads older than the given age. */
  sweepTemporaryFiles(olderThanMs: number): Promise<number>;
  /** Janitor: the bodies last stored (or stored again) longer ago than the given age. */
  listStoredBefore(olderThanMs: number): Promise<string[]>;
}

export interface PutOptions {
  /** The upload is aborted, and nothing is kept, as soon as more bytes than this arrive. */
  maxBytes?: number;
  /** Keeps this many first bytes of the body (to tell what it is) in `PutResult.head`. */
  headBytes?: number;
}

declare const stored: unique symbol;

export interface PutResult {
  sha256: string;
  size: number;
  /** The first `PutOptions.headBytes` bytes of the body, when asked for. */
  head?: Buffer;
  /** Only `put` makes one: the body the caller has just stored, which the access gate lets it read. */
  readonly [stored]: true;
}

export interface ByteRange {
  start: number;
  /** Inclusive, as in an HTTP Range header; omitted means to the end. */
  end?: number;
}

export const SHA256_HEX = /^[0-9a-f]{64}$/;
const TEMP_DIR = 'tmp';
const TEMP_SUFFIX = '.part';

/**
 * What every store keeps in this process: which recent puts of a body may still be on their way
 * to writing their row, and the order of placements and removals of each body.
 */
export abstract class BlobStoreBase {
  /**
   * When each recent put of a body stops counting (a minute after it): two uploads of the same
   * bytes share one body, and one that is refused must not remove it under the other, which
   * writes its row after its put (found by the route fuzz: the other's put then failed).
   */
  private readonly recentPuts = new Map<string, number[]>();

  /**
   * The last placement or removal of each body, which the next one waits for: a put that finds
   * the body stored while a discard's removal is on its way would keep a file that vanishes a
   * moment later (found by the route fuzz; blob-store.test.ts replays it). Between processes the
   * window stays open: the same bytes refused by one and stored by another within the same
   * milliseconds; the second upload then fails and is sent again.
   */
  private readonly lastChange = new Map<string, Promise<unknown>>();

  abstract delete(sha256: string): Promise<void>;

  /** Runs `change` after every earlier placement or removal of the same body in this process. */
  protected async serially<T>(sha256: string, change: () => Promise<T>): Promise<T> {
    const before = this.lastChange.get(sha256) ?? Promise.resolve();
    const run = before.then(change, change);
    const settled = run.catch(() => undefined);
    this.lastChange.set(sha256, settled);
    try {
      return await run;
    } finally {
      if (this.lastChange.get(sha256) === settled) this.lastChange.delete(sha256);
    }
  }

  private putsOf(sha256: string): number[] {
    const now = Date.now();
    const live = (this.recentPuts.get(sha256) ?? []).filter((until) => until > now);
    if (live.length > 0) this.recentPuts.set(sha256, live);
    else this.recentPuts.delete(sha256);
    return live;
  }

  /** Counts a put of the body for a minute (called by the placement, under `serially`). */
  protected notePut(sha256: string): void {
    // Kept uploads never discard theirs: past a thousand bodies, the expired puts go.
    if (this.recentPuts.size > 1000) for (const key of [...this.recentPuts.keys()]) this.putsOf(key);
    this.recentPuts.set(sha256, [...this.putsOf(sha256), Date.now() + 60_000]);
  }

  discard(sha256: string): Promise<boolean> {
    return this.serially(sha256, async () => {
      const puts = this.putsOf(sha256);
      puts.pop(); // the caller's own
      if (puts.length > 0) {
        this.recentPuts.set(sha256, puts);
        return false;
      }
      this.recentPuts.delete(sha256);
      await this.delete(sha256);
      return true;
    });
  }
}

/** Blobs in a local folder: `<root>/ab/cdef…` (first two hex digits as a fan-out folder). */
export class LocalBlobStore extends BlobStoreBase implements BlobStore {
  /**
   * The fan-out folders whose names this process has seen synced into the root. Not "the folders
   * this put made": a second put into a folder another put has just made would then answer before
   * that put's sync of the root (found by a review of the change).
   */
  private readonly syncedFolders = new Set<string>();

  constructor(readonly root: string) {
    super();
  }

  pathOf(sha256: string): string {
    if (!SHA256_HEX.test(sha256)) throw new Error(`Not a sha256: ${sha256}`);
    return path.join(this.root, sha256.slice(0, 2), sha256.slice(2));
  }

  async put(source: Readable | Buffer | Uint8Array, opts: PutOptions = {}): Promise<PutResult> {
    const tempDir = path.join(this.root, TEMP_DIR);
    await mkdir(tempDir, { recursive: true });
    const tempFile = path.join(tempDir, `${randomBytes(12).toString('hex')}${TEMP_SUFFIX}`);
    // A stream (an upload) is hashed and written in the hashing thread, off the API thread
    // (hashing-thread.ts), while one is free; a body already in memory is small, and hashed here.
    const sink =
      source instanceof Uint8Array || !hashingThreadFree()
        ? new HashingMeter(opts.maxBytes, opts.headBytes ?? 0)
        : new HashedFileWriter(tempFile, opts.maxBytes, opts.headBytes ?? 0);
    try {
      // On error pipeline destroys every stream, the producer too, so an aborted upload stops reading.
      if (sink instanceof HashingMeter) {
        // A 1 MiB buffer, not 16 KiB: the chunks that arrive while one write is on its way go out in
        // one writev (for two 500 MB uploads: 0.26 s of writes and 0.6 s of GC against 0.85 s and 1.66 s).
        // flush: synced to the disk before it is closed, as the hashing thread does.
        const input = source instanceof Uint8Array ? Readable.from([source]) : source;
        const file = createWriteStream(tempFile, { flags: 'wx', highWaterMark: 1024 * 1024, flush: true });
        await pipeline(input, sink, file);
      } else {
        await pipeline(source as Readable, sink);
      }
    } catch (err) {
      await rm(tempFile, { force: true });
      throw err;
    }
    const sha256 = sink instanceof HashingMeter ? sink.digest() : sink.sha256;
    await this.serially(sha256, () => this.place(sha256, tempFile));
    return { sha256, size: sink.byteCount, ...(opts.headBytes ? { head: sink.head } : {}) } as PutResult;
  }

  /** Moves a hashed temporary file into place, or drops it when the same body is stored. */
  private async place(sha256: string, tempFile: string): Promise<void> {
    const target = this.pathOf(sha256);
    this.notePut(sha256);
    try {
      // Stored again now: the janitor must not take it for an old orphan before its row is
      // written. Gone meanwhile (removed by another process's refused upload): ours goes in.
      const now = new Date();
      const storedBefore = await utimes(target, now, now).then(
        () => true,
        (err: unknown) => {
          if (isNotFound(err)) return false;
          throw err;
        },
      );
      if (storedBefore) {
        await rm(tempFile, { force: true }); // same content already stored
      } else {
        const folder = path.dirname(target);
        await mkdir(folder, { recursive: true });
        // Atomic on one filesystem: readers see the whole file or none of it.
        await rename(tempFile, target);
        // The body was synced before; its name is on the disk once its folder is (and the folder's
        // name once the root is): the row written after this never points at nothing.
        await syncFolder(folder);
        if (!this.syncedFolders.has(folder)) {
          await syncFolder(this.root);
          this.syncedFolders.add(folder);
        }
      }
    } catch (err) {
      await rm(tempFile, { force: true });
      throw err;
    }
  }

  async open(sha256: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(sha256);
    const info = await stat(file); // rejects with ENOENT before a stream is handed out
    if (!range) return createReadStream(file);
    const end = Math.min(range.end ?? info.size - 1, info.size - 1);
    if (!Number.isInteger(range.start) || range.start < 0 || range.start > end) {
      throw new RangeError(`Unsatisfiable range ${range.start}-${range.end ?? ''} of ${info.size} bytes`);
    }
    return createReadStream(file, { start: range.start, end });
  }

  async localFile(sha256: string): Promise<string> {
    const file = this.pathOf(sha256);
    await stat(file);
    return file;
  }

  async stat(sha256: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.pathOf(sha256));
      return { size: info.size };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async exists(sha256: string): Promise<boolean> {
    return (await this.stat(sha256)) !== null;
  }

  async delete(sha256: string): Promise<void> {
    await rm(this.pathOf(sha256), { force: true });
  }

  async sweepTemporaryFiles(olderThanMs: number): Promise<number> {
    const tempDir = path.join(this.root, TEMP_DIR);
    let names: string[];
    try {
      names = await readdir(tempDir);
    } catch (err) {
      if (isNotFound(err)) return 0;
      throw err;
    }
    const cutoff = Date.now() - olderThanMs;
    let removed = 0;
    for (const name of names) {
      if (!name.endsWith(TEMP_SUFFIX)) continue;
      const file = path.join(tempDir, name);
      try {
        const info = await stat(file);
        if (info.mtimeMs > cutoff) continue;
        await rm(file, { force: true });
        removed++;
      } catch (err) {
        if (!isNotFound(err)) throw err; // finished or swept by another process meanwhile
      }
    }
    return removed;
  }

  async listStoredBefore(olderThanMs: number): Promise<string[]> {
    const cutoff = Date.now() - olderThanMs;
    const found: string[] = [];
    const fanOut = (await readdir(this.root).catch(() => [] as string[])).filter((d) => /^[0-9a-f]{2}$/.test(d));
    for (const dir of fanOut) {
      for (const name of await readdir(path.join(this.root, dir)).catch(() => [] as string[])) {
        const sha256 = dir + name;
        if (!SHA256_HEX.test(sha256)) continue;
        const info = await stat(path.join(this.root, dir, name)).catch(() => null);
        if (info && info.mtimeMs <= cutoff) found.push(sha256);
      }
    }
    return found;
  }
}

/** The store of a data folder (`${dataDir}/blobs`). */
export function localBlobStore(dataDir: string): LocalBlobStore {
  return new LocalBlobStore(path.join(dataDir, 'blobs'));
}

/** Passes bytes through while hashing and counting them (and keeping the first few); fails once maxBytes is exceeded. */
export class HashingMeter extends Transform {
  private readonly hash = createHash('sha256');
  /** Not `size`: lib-storage takes a body's `size` for its length (and then expects no parts). */
  byteCount = 0;
  head = Buffer.alloc(0);

  constructor(
    private readonly maxBytes: number | undefined,
    private readonly headBytes: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer | string, _enc: BufferEncoding, done: TransformCallback): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (this.head.length < this.headBytes) {
      this.head = Buffer.concat([this.head, bytes.subarray(0, this.headBytes - this.head.length)]);
    }
    this.byteCount += bytes.length;
    if (this.maxBytes !== undefined && this.byteCount > this.maxBytes) {
      done(new BlobTooLargeError(this.maxBytes));
      return;
    }
    this.hash.update(bytes);
    done(null, bytes);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/**
 * fsync of a folder: the names made or moved in it are on the disk. A filesystem that cannot sync
 * a folder (EINVAL: some network and FUSE filesystems) keeps its names its own way.
 */
async function syncFolder(folder: string): Promise<void> {
  const handle = await openFile(folder, 'r');
  try {
    await handle.sync().catch((err: unknown) => {
      if ((err as NodeJS.ErrnoException).code !== 'EINVAL') throw err;
    });
  } finally {
    await handle.close();
  }
}

export function isNotFound(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as NodeJS.ErrnoException).code === 'ENOENT';
}
