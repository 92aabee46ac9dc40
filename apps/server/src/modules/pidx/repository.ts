import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies, lookupValues, metadataDefinitions } from '../../db/schema/index.js';

/** The values a List field of the type offers (an AR invoice's Terms), in their order. */
export async function listChoices(db: Queryable, documentTypeId: number, key: string): Promise<string[]> {
  const rows = await db
    .select({ value: lookupValues.value })
    .from(lookupValues)
    .innerJoin(metadataDefinitions, eq(metadataDefinitions.id, lookupValues.metadataDefinitionId))
    .where(and(eq(metadataDefinitions.documentTypeId, documentTypeId), eq(metadataDefinitions.key, key)))
    .orderBy(asc(lookupValues.sortOrder));
  return rows.map((r) => r.value);
}

export async function companyNameOf(db: Queryable, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.legalName }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}
