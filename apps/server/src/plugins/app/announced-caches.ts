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
 * cache's channel; a changing call of this process forgets them itself.
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
    forgetOnChangingCalls(
      app,
      caches.map(([, cache]) => cache),
    );
  },
  { name: 'announced-caches' },
);
