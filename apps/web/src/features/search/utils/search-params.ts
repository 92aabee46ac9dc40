import { limits } from '@docvue/contracts';

export interface SearchParams {
  q: string;
  page: number;
  pageSize: number;
}

const pageSizes: readonly number[] = limits.searchPageSizes;

/**
 * The search page's state lives in its address (`/search?q=&page=&pageSize=`), so a result
 * page can be bookmarked and Back returns to it. Anything unusable falls back to page 1 of 25.
 */
export function readSearchParams(params: URLSearchParams): SearchParams {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    q: (params.get('q') ?? '').trim(),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: pageSizes.includes(pageSize) ? pageSize : limits.defaultSearchPageSize,
  };
}

/** The address of a search: the defaults are left out, so the top bar's search reads `/search?q=…`. */
export function searchPath(q: string, page = 1, pageSize: number = limits.defaultSearchPageSize): string {
  const params = new URLSearchParams({ q });
  if (pageSize !== limits.defaultSearchPageSize) params.set('pageSize', String(pageSize));
  if (page > 1) params.set('page', String(page));
  // URLSearchParams writes spaces as '+'; %20 reads the same and is what people expect to see.
  return `/search?${params.toString().replace(/\+/g, '%20')}`;
}
