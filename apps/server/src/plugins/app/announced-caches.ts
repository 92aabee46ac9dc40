import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client.js';
import { forgetOnChangingCalls } from '../../http/changing-calls.js';

/** A cache the database announces changes of (`lib/announced-cache.ts`, `identity/membership-cache.ts`). */
export interface AnnouncedCacheLike {
  changed(payload: string): void;
  setListening(listening: boolean): void;
  clear(): void;
}

export interface AnnouncedCachesOptions {
  database: DatabaseHandle;
  /** Each cache with the channel its changes are announced on. */
  caches: readonly (readonly [channel: string, cache: AnnouncedCacheLike])[];
}

/**
 * Data kept between requests (who users are in their companies, the lists' totals and pages,
 * the document types' fields): every process hears every change the database announces on each
 * cache's channel; a changing call of this process forgets them itself. While the channel is down
 * (db/listener.ts) they keep nothing, and `/api/ready` answers 503.
 */
export const announcedCachesPlugin = fp<AnnouncedCachesOptions>(
  async (app, { database, caches }) => {
    for (const [channel, cache] of caches) {
      const stop = await database.listen(
        channel,
        (payload) => cache.changed(payload),
        (up) => cache.setListening(up),
      );
      app.addHook('onClose', stop);
    }
    // A lost channel: every cache above has just been dropped (each hears it from its own
    // subscription) and keeps nothing until it is back; requests read from the database meanwhile.
    const stopWatching = database.watchNotifications((state) => {
      if (!state.up) {
        app.log.warn(
          { reason: state.reason },
          'database notifications lost: caches dropped, reading from the database until they are back',
        );
      } else app.log.info('database notifications back: caches in use again, push clients told to read again');
    });
    app.addHook('onClose', async () => stopWatching());
    forgetOnChangingCalls(
      app,
      caches.map(([, cache]) => cache),
    );
  },
  { name: 'announced-caches' },
);
