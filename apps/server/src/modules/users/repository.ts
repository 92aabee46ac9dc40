import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { apiKeys, userPreferences, userRoles, users } from '../../db/schema/index.js';

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

/** A user of the given company, or undefined when they are not a member of it. */
export async function memberOfCompany(db: Queryable, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.companyId, companyId)))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function insertApiKey(
  db: Queryable,
  values: { userId: number; prefix: string; keyHash: string; createdBy: number },
) {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id, createdAt: apiKeys.createdAt });
  return row!;
}

export async function revokeApiKey(db: Queryable, userId: number, keyId: number): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), sql`${apiKeys.revokedAt} is null`))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}
