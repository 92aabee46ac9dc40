import { and, eq, lt } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/client.js';
import { oidcPayloads } from '../../db/schema/index.js';

const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * oidc-provider storage in the `oidc_payloads` table, one row per (model, id), so sessions,
 * grants and tokens survive a restart and are shared by every API process. Query builder
 * only, so the same code runs on PGlite and node-postgres.
 */
export function createDrizzleAdapterFactory(db: Database, onError: (err: unknown) => void) {
  let lastPurge = 0;

  // Expired rows are dead weight; remove them now and then instead of on a timer, so a
  // process that issues nothing does no work.
  function purgeExpiredSometimes(): void {
    const now = Date.now();
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    db.delete(oidcPayloads)
      .where(lt(oidcPayloads.expiresAt, new Date(now)))
      .then(() => undefined, onError);
  }

  class DrizzleAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.id, id));
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const values = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        consumedAt: typeof payload.consumed === 'number' ? new Date(payload.consumed * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values({ type: this.model, id, ...values })
        .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: values });
      purgeExpiredSometimes();
    }

    private async findWhere(where: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
      const [row] = await db.select().from(oidcPayloads).where(where).limit(1);
      if (!row) return undefined;
      // The provider checks expiry itself too, but an expired row must read as gone.
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(this.key(id));
    }

    findByUid(uid: string) {
      return this.findWhere(and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.uid, uid)));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.userCode, userCode)));
    }

    async consume(id: string): Promise<void> {
      await db.update(oidcPayloads).set({ consumedAt: new Date() }).where(this.key(id));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.grantId, grantId)));
    }
  }

  return (model: string): Adapter => new DrizzleAdapter(model);
}
