import { detailTotalCents, detailTotalStatus, toCents, type DocumentResponse } from '@docvue/contracts';
import type { Draft } from './draft';

export interface DetailTotal {
  detailCents: number;
  dollarCents: number;
  fieldName: string;
}

/** The line-item total against the document's dollar total, when the type has both (docs/product/documents.md §5). */
export function detailTotalOf(doc: DocumentResponse, draft: Draft): DetailTotal | null {
  const total = doc.metadata.find((m) => m.metadataDefinition.isDollarTotal);
  const amount = doc.lineItemColumns.find((c) => c.isAmount);
  if (!doc.lineItemsEnabled || !total || !amount) return null;
  return {
    detailCents: detailTotalCents(
      draft.rows.map((r) => r.cells),
      amount.key,
    ),
    dollarCents: toCents(draft.values[total.key]) ?? 0,
    fieldName: total.name,
  };
}

export { detailTotalStatus };
