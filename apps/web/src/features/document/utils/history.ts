import { HistoryCategory, type HistoryEntry } from '@docvue/contracts';

/** The Audit History tabs and the category each one shows (docs/product/documents.md §2). */
export const historyFilters = [
  { label: 'All', category: null },
  { label: 'Updates', category: HistoryCategory.Edit },
  { label: 'Workflow', category: HistoryCategory.Workflow },
  { label: 'Views', category: HistoryCategory.Read },
] as const;

export type HistoryFilter = (typeof historyFilters)[number]['label'];

export function filterHistory(entries: readonly HistoryEntry[], filter: HistoryFilter): HistoryEntry[] {
  const category = historyFilters.find((f) => f.label === filter)?.category ?? null;
  return category === null ? [...entries] : entries.filter((e) => e.operation.categories.includes(category));
}

/** What the server records of a signed return (a "Signed" entry's one detail row). */
export interface SignedDetails {
  /** The file version the signature was stamped into and sealed. */
  documentFileId: number;
  /** The certificate's subject, as PDF readers name the seal. */
  sealedBy: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The signed return a history entry records, or null for any other entry (or a record of another shape). */
export function signedDetailsOf(
  entry: HistoryEntry,
  records: readonly Record<string, unknown>[],
): SignedDetails | null {
  const [r] = records;
  if (entry.operation.name !== 'Signed' || records.length !== 1 || !r) return null;
  const numbers = ['documentFileId', 'page', 'x', 'y', 'width', 'height'] as const;
  if (!numbers.every((k) => typeof r[k] === 'number') || typeof r.sealedBy !== 'string') return null;
  return r as unknown as SignedDetails;
}
