// @ts-check
/**
 * The hashing thread (lib/hashing-thread.ts starts it and says why it exists): hashes each part of an
 * upload's ring and writes it to the upload's temporary file, answering the API thread part by part.
 *
 * JavaScript that Node runs as it is, so the thread starts without tsx's loader (small, about 10 MB)
 * and the same under `npm start`, the tests and the production build (build.mjs copies it beside
 * dist/main.js). Typed by `@ts-check` and JSDoc (tsc checks it: apps/server/tsconfig.json allows JS),
 * linted by ESLint. The direct writes' block comes from the starter (`workerData.block`).
 *
 * Messages, in order per upload (a thread serves several uploads, one message at a time):
 *   { op: 'open', id, file, ring }      → { id, op: 'opened', base } (where the parts start in the ring) or { id, error }
 *   { op: 'data', id, offset, length }  → { id, op: 'written' } (that part of the ring is free again), with error if it failed
 *   { op: 'end', id }                   → { id, op: 'ended', sha256 } (the file on the disk and closed) or { id, error }
 *   { op: 'abort', id, file }           → { id, op: 'aborted' } (the file closed and removed)
 */
import { createHash } from 'node:crypto';
import { closeSync, constants, fsyncSync, ftruncateSync, openSync, rmSync, write, writeSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * @typedef {{ op: 'open', id: number, file: string, ring: SharedArrayBuffer }
 *   | { op: 'data', id: number, offset: number, length: number }
 *   | { op: 'end', id: number }
 *   | { op: 'abort', id: number, file: string }} Message
 * @typedef {{ done: boolean, err?: unknown }} Entry
 * @typedef {{ fd: number | undefined, fdBuffered: number | undefined, direct: boolean, base: number, ring: Uint8Array }} Opened
 * @typedef {Opened & { file: string, hash: import('node:crypto').Hash, size: number, writing: number,
 *   order: Entry[], idle: (() => void)[], error?: unknown, ending?: boolean }} Upload
 */

if (!parentPort) throw new Error('hash-and-write.mjs runs as a worker thread (lib/hashing-thread.ts).');
const port = parentPort;
/** A direct write's unit (lib/hashing-thread.ts DIRECT_BLOCK). */
const BLOCK = /** @type {{ block: number }} */ (workerData).block;
/** @type {Map<number, Upload>} */
const uploads = new Map();
/** @param {unknown} err */
const errno = (err) => /** @type {NodeJS.ErrnoException | undefined} */ (err);
/** @param {unknown} err */
const failure = (err) => ({ message: String((err && errno(err)?.message) || err), code: err && errno(err)?.code });

/**
 * Each descriptor once: a number closed twice may by then be another file's.
 * @param {(number | undefined)[]} fds
 */
function closeAll(...fds) {
  for (const fd of new Set(fds))
    if (fd !== undefined) {
      try {
        closeSync(fd);
      } catch {
        // Closed already, or never opened: nothing to do.
      }
    }
}
/** @param {Upload} u */
function close(u) {
  closeAll(u.fd, u.fdBuffered);
  u.fd = u.fdBuffered = undefined;
}
/** @param {string} file */
function remove(file) {
  try {
    rmSync(file, { force: true });
  } catch {
    // Removed by its owner meanwhile: nothing to do.
  }
}
/**
 * Runs next once none of the upload's writes is on its way: its file is not closed under them.
 * @param {Upload} u
 * @param {() => void} next
 */
function whenWritten(u, next) {
  if (u.writing > 0) u.idle.push(next);
  else next();
}

/**
 * Where in the ring a part may start for the disk to read it directly: the first offset from which a
 * block's direct write succeeds (the kernel refuses a misaligned one with EINVAL; JavaScript cannot
 * see the address). The probe's block lands at the file's start, which the body then overwrites (or
 * the truncation at the end removes). -1: none.
 * @param {number} fd
 * @param {Uint8Array} ring
 */
function alignedBase(fd, ring) {
  for (let base = 0; base < BLOCK; base += 8) {
    try {
      writeSync(fd, ring, base, BLOCK, 0);
      return base;
    } catch (err) {
      if (errno(err)?.code !== 'EINVAL') throw err;
    }
  }
  return -1;
}

/**
 * The file is made through the page cache ('wx': a temporary name is never reused), then opened a
 * second time for direct writes; where that is refused (EINVAL: tmpfs before Linux 6.6, ramfs, some
 * network filesystems) or no place in the ring suits the disk, every part goes through the page cache.
 * @param {{ file: string, ring: SharedArrayBuffer }} m
 * @returns {Opened}
 */
function open(m) {
  const ring = new Uint8Array(m.ring);
  const fdBuffered = openSync(m.file, 'wx');
  /** @type {number | undefined} */
  let fd;
  try {
    if (constants.O_DIRECT !== undefined) {
      try {
        fd = openSync(m.file, constants.O_WRONLY | constants.O_DIRECT);
      } catch (err) {
        if (errno(err)?.code !== 'EINVAL') throw err;
      }
    }
    const base = fd === undefined ? -1 : alignedBase(fd, ring);
    if (base >= 0) return { fd, fdBuffered, direct: true, base, ring };
    closeAll(fd);
    return { fd: fdBuffered, fdBuffered, direct: false, base: 0, ring };
  } catch (err) {
    closeAll(fd, fdBuffered);
    remove(m.file);
    throw err;
  }
}

/**
 * Parts are answered in the order they came, whatever order their writes end in: the API thread
 * fills the ring's parts round and round, and a part answered early would have the next one filled
 * over a part still being written.
 * @param {Upload} u
 * @param {number} id
 * @param {Entry} entry
 * @param {unknown} [err]
 */
function written(u, id, entry, err) {
  entry.done = true;
  if (err) u.error = u.error || err;
  entry.err = err;
  while (u.order.length > 0 && u.order[0]?.done) {
    const first = /** @type {Entry} */ (u.order.shift());
    u.writing--;
    port.postMessage(first.err ? { id, op: 'written', error: failure(first.err) } : { id, op: 'written' });
  }
  if (u.writing === 0) for (const next of u.idle.splice(0)) next();
}

/**
 * Bytes [from, to) of a part through the page cache, at once.
 * @param {Upload} u
 * @param {number} offset where the part starts in the ring
 * @param {number} at where it goes in the file
 * @param {number} from
 * @param {number} to
 */
function writeThrough(u, offset, at, from, to) {
  const fd = /** @type {number} */ (u.fdBuffered);
  for (let done = from; done < to;) done += writeSync(fd, u.ring, offset + done, to - done, at + done);
}

/**
 * A part's whole blocks go to the disk directly, in libuv's pool; the part is answered once they are
 * written. What is not whole blocks (the body's last bytes) goes through the page cache at once.
 * @param {Upload} u
 * @param {number} id
 * @param {number} at where the part goes in the file
 * @param {number} offset where it starts in the ring
 * @param {number} length
 */
function writePart(u, id, at, offset, length) {
  const whole = u.direct && at % BLOCK === 0 ? length - (length % BLOCK) : 0;
  writeThrough(u, offset, at, whole, length);
  /** @type {Entry} */
  const entry = { done: false };
  u.order.push(entry);
  u.writing++;
  if (whole === 0) return written(u, id, entry);
  /** @param {number} done */
  const rest = (done) => {
    if (done === whole) return written(u, id, entry);
    write(/** @type {number} */ (u.fd), u.ring, offset + done, whole - done, at + done, (err, n) => {
      if (!err) return rest(done + n);
      if (err.code !== 'EINVAL') return written(u, id, entry, err);
      // A filesystem that opened the file for direct writes but refuses this one: this part and
      // the rest of the body go through the page cache.
      try {
        u.direct = false;
        writeThrough(u, offset, at, done, whole);
        written(u, id, entry);
      } catch (failed) {
        written(u, id, entry, failed);
      }
    });
  };
  rest(0);
}

port.on('message', (/** @type {Message} */ m) => {
  const u = uploads.get(m.id);
  try {
    if (m.op === 'open') {
      const opened = open(m);
      uploads.set(m.id, {
        ...opened,
        file: m.file,
        hash: createHash('sha256'),
        size: 0,
        writing: 0,
        order: [],
        idle: [],
      });
      port.postMessage({ id: m.id, op: 'opened', base: opened.base });
    } else if (m.op === 'data') {
      if (!u || u.error || u.ending) {
        port.postMessage({ id: m.id, op: 'written' });
        return;
      }
      const offset = u.base + m.offset;
      u.hash.update(u.ring.subarray(offset, offset + m.length));
      const at = u.size;
      u.size += m.length;
      writePart(u, m.id, at, offset, m.length);
    } else if (m.op === 'end') {
      if (!u) return;
      // Still found until it is done: an abort meanwhile waits for it, then removes the file.
      u.ending = true;
      whenWritten(u, () => {
        uploads.delete(m.id);
        // A failed part's answer carried the error, which ends the upload on the API thread.
        if (u.error) return close(u);
        try {
          // The probe's block past a body shorter than it (whether or not the writes stayed direct).
          if (u.fd !== u.fdBuffered) ftruncateSync(/** @type {number} */ (u.fd), u.size);
          // On the disk before the upload is answered (either descriptor syncs the file).
          fsyncSync(/** @type {number} */ (u.fd));
          close(u);
          port.postMessage({ id: m.id, op: 'ended', sha256: u.hash.digest('hex') });
        } catch (err) {
          close(u);
          port.postMessage({ id: m.id, error: failure(err) });
        }
      });
    } else if (m.op === 'abort') {
      // The file goes here, after its opening: pipeline() may answer the upload's error (and the
      // put remove the file) while the open is still on its way, which then left the file behind.
      const done = () => port.postMessage({ id: m.id, op: 'aborted' });
      // Not found: never opened, or its end done (a destroy right after the end was sent).
      if (!u) {
        remove(m.file);
        return done();
      }
      whenWritten(u, () => {
        uploads.delete(m.id);
        close(u);
        remove(u.file);
        done();
      });
    }
  } catch (err) {
    if (u) {
      u.error = u.error || err;
      whenWritten(u, () => close(u));
    }
    port.postMessage({ id: m.id, op: m.op === 'data' ? 'written' : undefined, error: failure(err) });
  }
});
