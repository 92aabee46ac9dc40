import { DocumentTemplate, limits, RouteStatus, routeStatusNames, type RouteStatusId } from '@docvue/contracts';

/** The list's query parameter for its status filter, as the spec names it (docs/product/documents.md §2). */
export const STATUS_PARAM = 'documentRouteStatusId';

/** The status tabs show only on the AR invoice list (docs/product/documents.md §2). */
export const hasStatusTabs = (templateId: number) => templateId === DocumentTemplate.ArInvoice;

export interface StatusTab {
  /** 0 is 'All'. */
  id: number;
  label: string;
}

/** 'All' plus every route status except New (docs/product/documents.md §2). */
export const statusTabs: StatusTab[] = [
  { id: 0, label: 'All' },
  ...(Object.values(RouteStatus) as RouteStatusId[])
    .filter((id) => id !== RouteStatus.New)
    .map((id) => ({ id, label: routeStatusNames[id] })),
];

/** The tab named by the address; anything else (absent, New, not a status) is 'All'. */
export function statusFromSearch(search: URLSearchParams): number {
  const id = Number(search.get(STATUS_PARAM));
  return statusTabs.some((t) => t.id === id) ? id : 0;
}

/** The address of a tab: the status as a query parameter, none for 'All'. */
export function searchWithStatus(search: URLSearchParams, statusId: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (statusId > 0) next.set(STATUS_PARAM, String(statusId));
  else next.delete(STATUS_PARAM);
  return next;
}

/**
 * The grid's page size for all rows. The MIT data grid refuses page sizes above 100 but
 * takes -1 for "all"; the server is asked for 100000 then (docs/product/documents.md §9).
 */
export const ALL_ROWS = -1;

/** Page sizes 25, 50, 75, 100 and all (docs/product/documents.md §9), as the grid offers them. */
export const pageSizeOptions = limits.documentListPageSizes.map((size) =>
  size === limits.allRowsPageSize ? { value: ALL_ROWS, label: 'All' } : size,
);

/** The page size the list call takes for the grid's one. */
export const serverPageSize = (gridPageSize: number) =>
  gridPageSize === ALL_ROWS ? limits.allRowsPageSize : gridPageSize;

export const DEFAULT_PAGE_SIZE: number = limits.documentListPageSizes[0];
