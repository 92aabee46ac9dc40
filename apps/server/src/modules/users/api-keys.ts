import { UserType, type ApiKeyCreated } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireCompanyMember } from '../../access/members.js';
import type { Database } from '../../db/client.js';
import { newApiKey } from '../../lib/api-keys.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { insertApiKey, revokeApiKey } from './repository.js';

/**
 * Issues a key for an API-key user of the caller's company. A machine user belongs to the company
 * that made it, and its keys work for that company only; a user of another company does not exist
 * here.
 */
export async function createApiKey(db: Database, ctx: TenantContext, userId: number): Promise<ApiKeyCreated> {
  const member = await requireCompanyMember(db, ctx, userId);
  if (member.userType !== UserType.ApiKey) {
    throw badRequest('API keys can only be created for API-key users (user type 2).');
  }
  if (!member.identityManaged) throw notFound('The user');
  const { key, prefix, hash } = newApiKey();
  const row = await insertApiKey(db, {
    member,
    companyId: ctx.companyId,
    prefix,
    keyHash: hash,
    createdBy: ctx.user.userId,
  });
  return { id: row.id, key, prefix, createdAt: row.createdAt.toISOString() };
}

export async function revokeUserApiKey(db: Database, ctx: TenantContext, userId: number, keyId: number) {
  const member = await requireCompanyMember(db, ctx, userId, 'The API key');
  if (!(await revokeApiKey(db, ctx.companyId, member, keyId))) throw notFound('The API key');
}
