import { Server } from 'node:net';
import fp from 'fastify-plugin';
import type { Draining } from '../../lib/draining.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The stop of a process behind a proxy that loses no request (issue 46.3; README "Rolling restart"):
     * for `ms` it answers as before, each answer closing its connection, and /api/ready says 503;
     * then it stops taking connections and reads what the proxy had already sent. `app.close()` after
     * it finishes the requests in flight.
     */
    drain(ms: number): Promise<void>;
  }
}

/**
 * After the listener is closed, the longest the process waits for the proxy's connections to end by
 * themselves (each answer closed its own; nginx closes its idle ones after 3 s) before it cuts what is
 * left: cutting one whose request is on its way in, not read yet, would lose that request.
 */
const SETTLE_MAX_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Why the order matters (deploy/nginx.conf): open-source nginx has no active health checks and never
 * sends a POST twice once it reached a process, but it does send it to the next process when the
 * connection is refused. So a stopping process must not cut a connection the proxy may be writing a
 * request to: while draining, every answer says `Connection: close` (the proxy keeps no connection of
 * it) and the proxy drops its idle ones itself (`keepalive_timeout` shorter than the drain). Only then
 * is the listener closed: a new connection is refused, and the proxy sends the request elsewhere.
 */
export const drainingPlugin = fp<{ draining: Draining }>(
  async (app, { draining }) => {
    // Requests being answered (not WebSockets: an upgrade is no request here, and push closes its own).
    let inFlight = 0;
    let allAnswered: (() => void) | undefined;
    // Before Fastify's own listener: the header is in place whatever answers (a route, the web app, /oidc).
    app.server.prependListener('request', (_req, res) => {
      if (draining.active) res.setHeader('connection', 'close');
      inFlight++;
      res.once('close', () => {
        inFlight--;
        if (inFlight === 0) allAnswered?.();
      });
    });
    let stoppedListening = false;
    app.decorate('drain', async (ms: number) => {
      draining.active = true;
      await sleep(ms);
      if (!app.server.listening) return;
      // net.Server's close, not http.Server's: that one (Node 19+) also cuts idle connections at once,
      // among them one the proxy opened a moment ago whose request is not read yet. This one stops
      // taking connections only, and calls back once every connection has ended (push sockets too,
      // which end later, in app.close(): hence the bound).
      const ended = new Promise<void>((resolve) => Server.prototype.close.call(app.server, () => resolve()));
      stoppedListening = true;
      await Promise.race([ended, sleep(SETTLE_MAX_MS)]);
    });
    // Fastify's own close finds the listener closed already and would not wait: the requests in flight
    // are answered here first (main.ts cuts what is left after its grace), before the onClose hooks
    // stop what they use (jobs, PDF threads, the database).
    app.addHook('preClose', async () => {
      if (!stoppedListening) return;
      app.server.closeIdleConnections();
      if (inFlight > 0) await new Promise<void>((resolve) => (allAnswered = resolve));
    });
  },
  { name: 'draining' },
);
