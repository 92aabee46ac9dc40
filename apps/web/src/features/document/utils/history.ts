import { HistoryCategory, type HistoryEntry } from '@docvue/contracts';

/** The Audit History tabs and the category each one shows (spec §2). */
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
