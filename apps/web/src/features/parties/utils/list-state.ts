import { limits, partySortColumns } from '@docvue/contracts';
import { z } from 'zod';

/**
 * The party list's filters and paging, kept across visits and reloads (docs/product/administration.md §2: "Filters and
 * paging are remembered"; §3: local storage keeps per-list search text and paging).
 */
export const PARTY_LIST_KEY = 'savedSearch.partyList';

export const PARTY_SEARCH_DELAY_MS = 200;
export const PARTY_PAGE_SIZES = [25, 50, 100];

const listState = z.object({
  text: z.string().max(255).catch(''),
  partyTypeId: z.number().int().min(0).max(5).catch(0),
  partyStatus: z.number().int().min(0).max(5).catch(0),
  /** 0-based, as the grid counts. */
  page: z.number().int().min(0).catch(0),
  pageSize: z
    .number()
    .int()
    .refine((n) => PARTY_PAGE_SIZES.includes(n))
    .catch(limits.partyListPageSize),
  sortBy: z.enum(partySortColumns).catch('name'),
  sortDirection: z.enum(['asc', 'desc']).catch('asc'),
});
export type PartyListState = z.infer<typeof listState>;

/** Name ascending, 50 a page (docs/product/administration.md §9). */
export const defaultListState: PartyListState = {
  text: '',
  partyTypeId: 0,
  partyStatus: 0,
  page: 0,
  pageSize: limits.partyListPageSize,
  sortBy: 'name',
  sortDirection: 'asc',
};

export function readListState(): PartyListState {
  try {
    const saved = window.localStorage.getItem(PARTY_LIST_KEY);
    if (!saved) return defaultListState;
    // Anything stored by an older version, or edited by hand, falls back field by field.
    const parsed = listState.safeParse(JSON.parse(saved));
    return parsed.success ? parsed.data : defaultListState;
  } catch {
    // Storage can be switched off (private windows, policies); the list then starts as new.
    return defaultListState;
  }
}

export function writeListState(state: PartyListState): void {
  try {
    window.localStorage.setItem(PARTY_LIST_KEY, JSON.stringify(state));
  } catch {
    // Not remembered where storage is switched off; the list still works.
  }
}
