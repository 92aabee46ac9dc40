import type { FastifyInstance } from 'fastify';

/**
 * An answer sent before the request's body was read (a 401, 403, 413 or 415 refused early, which is
 * the point: a refused upload never touches the disk) closes the connection. Otherwise the client
 * goes on sending a body nobody reads, the next request on that keep-alive socket is never answered,
 * and the socket stays open and holds up a shutdown.
 */
export function closeUnreadRequests(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    if (!req.raw.complete) reply.header('connection', 'close');
  });
}
