import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { userSignatures } from '../../db/schema/index.js';

type Png = (typeof userSignatures.$inferInsert)['png'];

/** The user's saved signature image, if any. */
export async function signaturePngOf(db: Queryable, userId: number): Promise<Png | undefined> {
  const [row] = await db.select().from(userSignatures).where(eq(userSignatures.userId, userId));
  return row?.png;
}

export async function saveSignaturePng(db: Queryable, userId: number, png: Png) {
  await db
    .insert(userSignatures)
    .values({ userId, png })
    .onConflictDoUpdate({ target: userSignatures.userId, set: { png, updatedAt: new Date() } });
}
