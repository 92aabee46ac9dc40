import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A refused body up to this size is read and thrown away, so the client can read the answer. */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
/** And for no longer than this: a client that sends slowly, or never ends, loses the connection. */
const DRAIN_MAX_MS = 10_000;
/** How often a draining connection is looked at. */
const DRAIN_CHECK_MS = 100;

/**
 * An answer sent before the request's body was read (a 401, 403, 413 or 415 refused early, which
 * is the point: a refused upload never touches the disk) used to leave the body unread: the next
 * request on that keep-alive socket was never answered, and the socket stayed open and held up a
 * shutdown. Closing at once is no better: a client still sending is reset before it reads the
 * answer. So the rest of the body is read and dropped, as nginx's lingering close does, within a
 * size and a time; past either the connection ends.
 */
export function drainUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    const raw = req.raw;
    if (raw.complete) return;
    reply.raw.once('finish', () => {
      const socket = raw.socket;
      // Only a real connection (app.inject's stand-in has no socket to drain or end).
      if (raw.complete || !(socket instanceof Socket)) return;
      // Watched on the socket's count of bytes read: once Node drops an unread body itself, the request
      // emits no data, and a second reader of the socket would take bytes from the HTTP parser.
      const start = socket.bytesRead;
      const startedAt = Date.now();
      const watch = setInterval(() => {
        if (raw.complete || socket.destroyed) clearInterval(watch);
        else if (socket.bytesRead - start > DRAIN_MAX_BYTES || Date.now() - startedAt > DRAIN_MAX_MS) {
          clearInterval(watch);
          socket.destroy();
        }
      }, DRAIN_CHECK_MS);
      watch.unref();
      // A body a reader started and left paused (multipart) flows again, into nothing.
      raw.resume();
    });
  });
}
