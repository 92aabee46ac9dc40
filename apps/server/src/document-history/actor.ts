import type { TenantContext } from '../access/context.js';
import type { Queryable } from '../db/client.js';
import { displayNameOf } from '../identity/user-names.js';
import type { Actor } from './repository.js';

/** The caller as history records them: user, the name shown, and the company acted for. */
export async function actorFor(db: Queryable, ctx: TenantContext): Promise<Actor> {
  return { userId: ctx.user.userId, userName: await displayNameOf(db, ctx.user.userId), companyId: ctx.companyId };
}
