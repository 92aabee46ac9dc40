import type { FastifyInstance } from 'fastify';
import './request.js';

/**
 * A change a call of this process made is committed before its answer leaves: the caller's next
 * request must not find what the announced caches knew before it, whenever the database's
 * announcement arrives (lib/announced-cache.ts). Any call that may change something counts;
 * reads, and searches sent as POST that are declared as reads, do not.
 */
export function forgetOnChangingCalls(app: FastifyInstance, caches: readonly { clear(): void }[]): void {
  app.addHook('onSend', (req, _reply, payload, done) => {
    const read = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';
    if (!read && !req.routeOptions.config.readOnly) for (const cache of caches) cache.clear();
    done(null, payload);
  });
}
