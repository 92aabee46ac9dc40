import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { CompanyMember } from '../../access/members.js';
import { apiKeys, userPreferences, users } from '../../db/schema/index.js';

export async function preferencesOf(db: Queryable, userId: number): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: userPreferences.key, value: userPreferences.value })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function savePreferences(db: Queryable, userId: number, values: Record<string, string>) {
  const rows = Object.entries(values).map(([key, value]) => ({ userId, key, value }));
  if (rows.length === 0) return;
  await db
    .insert(userPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.key],
      set: { value: sql`excluded.value` },
    });
}

export async function recordLicenceAcceptance(db: Queryable, userId: number, version: string) {
  await db.update(users).set({ acceptedLicenceVersion: version }).where(eq(users.id, userId));
}

export async function recordWelcomeMessageDisplayed(db: Queryable, userId: number) {
  await db.update(users).set({ welcomeMessageDisplayed: true }).where(eq(users.id, userId));
}

export async function insertApiKey(
  db: Queryable,
  {
    member,
    ...values
  }: { member: CompanyMember; companyId: number; prefix: string; keyHash: string; createdBy: number },
) {
  const [row] = await db
    .insert(apiKeys)
    .values({ ...values, userId: member.id })
    .returning({ id: apiKeys.id, createdAt: apiKeys.createdAt });
  return row!;
}

/** Revokes a key the company issued; another company's key of the same user does not exist here. */
export async function revokeApiKey(
  db: Queryable,
  companyId: number,
  member: CompanyMember,
  keyId: number,
): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(apiKeys.id, keyId),
        eq(apiKeys.userId, member.id),
        eq(apiKeys.companyId, companyId),
        sql`${apiKeys.revokedAt} is null`,
      ),
    )
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}
