import { parentPort } from 'node:worker_threads';
import { AppError } from '../../../lib/errors.js';
import { readPidx } from '../read-pidx.js';
import type { PidxThreadReply } from './protocol.js';

/** Reads one PIDX file (read-pidx.ts) off the server's thread: the file read, or the refusal that names its fault. */
parentPort!.once('message', (bytes: Uint8Array) => {
  let reply: PidxThreadReply;
  try {
    reply = { read: readPidx(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)) };
  } catch (err) {
    reply =
      err instanceof AppError
        ? { refused: { code: err.code, message: err.message } }
        : { crashed: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  parentPort!.postMessage(reply);
});
