import { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { BlobTooLargeError } from './blob-too-large.js';

/**
 * The thread that hashes a stored body and writes it to its temporary file, off the API thread.
 * For a 500 MB upload the API thread spent about 0.65 s in SHA-256 and 0.45 s in write calls (CPU
 * profile of `npm run bench:upload`, docs/benchmarks.md "Big files"); here it only copies the chunks
 * into a ring of four 1 MiB parts shared with the thread (a SharedArrayBuffer: nothing is allocated
 * per part; 1 MiB ArrayBuffers moved to the thread and back cost the API thread 0.6 s of GC per
 * upload). The thread's code is hashing-thread/hash-and-write.mjs: plain JavaScript (typed by JSDoc)
 * that starts without tsx's loader: the same under `npm start`, the tests and the production build
 * (build.mjs copies it beside dist/main.js), and small (about 10 MB).
 *
 * The parts go to the disk straight from the ring (O_DIRECT, in libuv's pool while the thread hashes
 * the next part), and the file is synced before the upload is answered: a 201 followed by a power
 * cut keeps the body. Through the page cache instead, the writes cost the thread 0.15 to 1.1 s of
 * kernel time per 500 MB (the pages the cache takes), one after the other with the hashing, and the
 * sync at the end waited for all of it; direct, hashing and writing 500 MB took 265–290 ms here
 * (docs/benchmarks.md "Big files"). A filesystem without direct writes (tmpfs), or a ring the disk
 * cannot read from, is written through the page cache and synced at the end.
 *
 * The messages between the two threads are listed in hash-and-write.mjs.
 */
/**
 * A direct write's unit: the memory it is read from, its place in the file and its length are
 * multiples of it (512 on most disks, 4096 on some; 4096 serves both).
 */
const DIRECT_BLOCK = 4096;

interface Reply {
  id: number;
  op?: 'opened' | 'written' | 'ended' | 'aborted';
  /** With 'opened': where the parts start in the ring (the disk reads them from an aligned address). */
  base?: number;
  sha256?: string;
  error?: { message: string; code?: string };
}

const BUFFER_BYTES = 1024 * 1024;
/** Parts of an upload's ring (1 MiB each) on their way to the thread: its memory is bounded by them, not by the file. */
const IN_FLIGHT = 4;
/** At most this many threads: the machine has few cores, and the API thread needs one. */
const MAX_THREADS = 2;
const IDLE_MS = 30_000;
/** Spare rings kept for the next uploads (two), so that a busy server allocates few. */
const spare: SharedArrayBuffer[] = [];
const MAX_SPARE = 2;

interface Thread {
  worker: Worker;
  uploads: Map<number, (reply: Reply) => void>;
  idleTimer?: NodeJS.Timeout;
}

const threads: Thread[] = [];
let nextId = 1;

function startThread(): Thread {
  const thread: Thread = {
    // execArgv: none of the parent's (tsx's loader would be loaded in the thread for nothing).
    // Beside this file in src/, beside dist/main.js in the production build (build.mjs).
    worker: new Worker(new URL('./hashing-thread/hash-and-write.mjs', import.meta.url), {
      execArgv: [],
      workerData: { block: DIRECT_BLOCK },
      stdout: false,
      stderr: false,
    }),
    uploads: new Map(),
  };
  thread.worker.on('message', (reply: Reply) => thread.uploads.get(reply.id)?.(reply));
  const fail = (err: Error) => {
    const at = threads.indexOf(thread);
    if (at >= 0) threads.splice(at, 1);
    for (const [id, deliver] of thread.uploads) deliver({ id, error: { message: err.message } });
    thread.uploads.clear();
  };
  thread.worker.on('error', fail);
  thread.worker.on('exit', (code) => fail(new Error(`The hashing thread ended (${code}).`)));
  threads.push(thread);
  return thread;
}

/**
 * Whether a new upload should be hashed by a thread: only while each thread has at most one. Ten
 * 497 MB uploads at once took 45–49 s through two (or four) threads against 24–25 s on the API
 * thread with the writes in libuv's pool (npm run bench:upload, load 8–11): a thread hashes and
 * then writes, one part after the other, for all its uploads.
 */
export function hashingThreadFree(): boolean {
  return threads.length < MAX_THREADS || threads.some((t) => t.uploads.size === 0);
}

/** The thread with the fewest uploads, or a new one while there are fewer than MAX_THREADS busy ones. */
function acquire(id: number, deliver: (reply: Reply) => void): Thread {
  const least = threads.reduce<Thread | undefined>(
    (a, t) => (!a || t.uploads.size < a.uploads.size ? t : a),
    undefined,
  );
  const thread = least && (least.uploads.size === 0 || threads.length >= MAX_THREADS) ? least : startThread();
  clearTimeout(thread.idleTimer);
  thread.idleTimer = undefined;
  thread.uploads.set(id, deliver);
  thread.worker.ref();
  return thread;
}

function release(thread: Thread, id: number) {
  if (!thread.uploads.delete(id) || thread.uploads.size > 0) return;
  // Idle: it no longer keeps the process alive, and ends after a while without uploads.
  thread.worker.unref();
  thread.idleTimer = setTimeout(() => {
    if (thread.uploads.size > 0) return;
    // Out of the list first: no upload is handed a thread that is ending.
    threads.splice(threads.indexOf(thread), 1);
    void thread.worker.terminate();
  }, IDLE_MS).unref();
}

const asError = (e: { message: string; code?: string }) => Object.assign(new Error(e.message), { code: e.code });

/**
 * The end of an upload's pipeline: counts the bytes (failing with BlobTooLargeError past
 * `maxBytes`), keeps the first `headBytes`, and has the hashing thread write them to `file`
 * (created, never overwritten) and hash them. `sha256` is set once the stream has finished.
 */
export class HashedFileWriter extends Writable {
  byteCount = 0;
  head = Buffer.alloc(0);
  sha256 = '';
  private readonly id = nextId++;
  private thread: Thread | undefined;
  // One block more than the parts: room to start them where the disk can read them directly.
  private readonly ring = spare.pop() ?? new SharedArrayBuffer(BUFFER_BYTES * IN_FLIGHT + DIRECT_BLOCK);
  private readonly bytes = new Uint8Array(this.ring);
  /** Where the parts start in the ring, as the thread found when it opened the file. */
  private base = 0;
  /** The part being filled (0 … IN_FLIGHT - 1) and how full it is; the parts after it are with the thread. */
  private part = 0;
  private filled = 0;
  private inFlight = 0;
  private failure: Error | undefined;
  /** The construction waiting for the file to be opened, or a write for a part of the ring to come back. */
  private waiting: ((err?: Error | null) => void) | undefined;
  private ended: ((sha256: string) => void) | undefined;
  private aborted: (() => void) | undefined;

  constructor(
    private readonly file: string,
    private readonly maxBytes: number | undefined,
    private readonly headBytes: number,
  ) {
    super({ highWaterMark: BUFFER_BYTES });
  }

  override _construct(callback: (err?: Error | null) => void): void {
    this.thread = acquire(this.id, (reply) => this.onReply(reply));
    this.waiting = callback;
    this.thread.worker.postMessage({ op: 'open', id: this.id, file: this.file, ring: this.ring });
  }

  private onReply(reply: Reply) {
    if (reply.op === 'opened') this.base = reply.base ?? 0;
    if (reply.op === 'written') this.inFlight--;
    if (reply.error) this.failure ??= asError(reply.error);
    if (reply.op === 'ended') this.ended?.(reply.sha256!);
    // 'ended' too: a destroy after the end was sent is answered by the end (the thread has let the upload go).
    if (reply.op === 'aborted' || reply.op === 'ended' || reply.error) this.aborted?.();
    if (reply.error) this.ended?.('');
    // 'opened', a part back, or a failure: a waiting write (or the construction) goes on.
    if (this.waiting && (this.failure || this.inFlight < IN_FLIGHT)) {
      const go = this.waiting;
      this.waiting = undefined;
      go(this.failure);
    }
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, callback: (err?: Error | null) => void, rest = false): void {
    if (this.failure) return callback(this.failure);
    if (!rest) {
      if (this.head.length < this.headBytes) {
        this.head = Buffer.concat([this.head, chunk.subarray(0, this.headBytes - this.head.length)]);
      }
      this.byteCount += chunk.length;
      if (this.maxBytes !== undefined && this.byteCount > this.maxBytes) {
        return callback(new BlobTooLargeError(this.maxBytes));
      }
    }
    for (let at = 0; at < chunk.length;) {
      const n = Math.min(chunk.length - at, BUFFER_BYTES - this.filled);
      chunk.copy(this.bytes, this.base + this.part * BUFFER_BYTES + this.filled, at, at + n);
      this.filled += n;
      at += n;
      if (this.filled === BUFFER_BYTES) this.send();
      // The next part is still with the thread: wait for it (the rest of the chunk then, or the next chunk).
      if (at < chunk.length && this.inFlight === IN_FLIGHT) {
        this.waiting = (err) => (err ? callback(err) : this._write(chunk.subarray(at), _enc, callback, true));
        return;
      }
    }
    if (this.inFlight < IN_FLIGHT) callback();
    else this.waiting = callback;
  }

  private send() {
    this.inFlight++;
    this.thread!.worker.postMessage({ op: 'data', id: this.id, offset: this.part * BUFFER_BYTES, length: this.filled });
    this.part = (this.part + 1) % IN_FLIGHT;
    this.filled = 0;
  }

  override _final(callback: (err?: Error | null) => void): void {
    if (this.failure) return callback(this.failure);
    if (this.filled > 0) this.send();
    this.ended = (sha256) => {
      this.ended = undefined;
      this.sha256 = sha256;
      release(this.thread!, this.id);
      this.thread = undefined;
      if (spare.length < MAX_SPARE) spare.push(this.ring);
      callback(this.failure);
    };
    this.thread!.worker.postMessage({ op: 'end', id: this.id });
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void): void {
    const thread = this.thread;
    if (!thread || !threads.includes(thread)) return callback(err);
    // The thread closes and removes the file (the caller's removal may come before it was opened).
    this.aborted = () => {
      this.aborted = undefined;
      release(thread, this.id);
      this.thread = undefined;
      callback(err);
    };
    thread.worker.postMessage({ op: 'abort', id: this.id, file: this.file });
  }
}
