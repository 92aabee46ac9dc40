import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { oidcPayloads, users } from '../db/schema/index.js';

/**
 * Ends every session of a person, on every process, when trust in the account changes (a password
 * set or reset, the e-mail changed, the account closed): the built-in provider's sessions, grants
 * and refresh tokens are deleted; access tokens carrying the old security stamp, or issued before
 * now, are refused from the next request (access/caller.ts); links mailed before stop working (they
 * carry the old stamp); push channels close when the database announces the change of the user.
 */
export async function endAllSessions(tx: Queryable, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ securityStamp: sql`gen_random_uuid()::text`, sessionsValidAfter: sql`now()` })
    .where(eq(users.id, userId));
  await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${String(userId)}`);
}
