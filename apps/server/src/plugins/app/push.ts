import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client.js';

export interface PushOptions {
  database: DatabaseHandle;
  /** The push hub (`modules/notifications/push-hub.ts`, given by buildApp: modules are above plugins). */
  hub: FastifyInstance['push'];
}

/**
 * Push: this process's open channels, fed by the database's notifications of every process;
 * `app.push` (its socket is registered with the routes, `registerPushSocket`).
 */
export const pushPlugin = fp<PushOptions>(
  async (app, { database, hub }) => {
    await hub.start(database);
    app.addHook('onClose', () => hub.stop());
    app.decorate('push', hub);
  },
  { name: 'push' },
);
