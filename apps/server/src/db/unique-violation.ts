/**
 * Whether a database error is a unique index refusing a row (two saves raced past their check),
 * optionally of one index. Drizzle wraps the driver's error, so its cause is looked at too.
 */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.cause?.code ? e.cause : e;
  return pg?.code === '23505' && (index === undefined || (pg.constraint ?? '').includes(index));
}
