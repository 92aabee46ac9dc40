import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { users } from '../db/schema/index.js';

/** "First Last" of a user, as shown in audit history. */
export async function displayNameOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}
