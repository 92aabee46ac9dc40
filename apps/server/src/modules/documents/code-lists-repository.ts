import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { lookupValues } from '../../db/schema/index.js';

/**
 * A company's code lists (its master data: AFEs, cost centres, account codes, wells) of the given
 * metadata types, by type: the values a vendor's third-party fields and cells must hold where the
 * purchaser keeps a list (issue 40). The same rows `document-types`' lookupValuesFor offers.
 */
export async function codeListsOf(db: Queryable, companyId: number, metadataTypeIds: number[]) {
  if (metadataTypeIds.length === 0) return {};
  const rows = await db
    .select({ type: lookupValues.metadataTypeId, value: lookupValues.value })
    .from(lookupValues)
    .where(
      and(
        eq(lookupValues.companyId, companyId),
        isNull(lookupValues.metadataDefinitionId),
        inArray(lookupValues.metadataTypeId, metadataTypeIds),
      ),
    );
  const lists: Record<number, string[]> = {};
  for (const r of rows) if (r.type !== null) (lists[r.type] ??= []).push(r.value);
  return lists;
}
