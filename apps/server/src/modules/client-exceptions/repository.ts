import { lte, max } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { clientExceptions } from '../../db/schema/index.js';

/** Keeps one report; its id. */
export async function insertReport(db: Queryable, values: typeof clientExceptions.$inferInsert): Promise<number> {
  const [row] = await db.insert(clientExceptions).values(values).returning({ id: clientExceptions.id });
  return row!.id;
}

/** Drops all but the newest `kept` reports. */
export async function keepNewestReports(db: Queryable, kept: number) {
  const [newest] = await db.select({ id: max(clientExceptions.id) }).from(clientExceptions);
  if (newest?.id) await db.delete(clientExceptions).where(lte(clientExceptions.id, newest.id - kept));
}
