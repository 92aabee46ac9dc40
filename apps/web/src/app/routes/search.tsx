import { SearchResultsPage } from '@/features/search/components/search-results-page';

/** /search?q={query}: the search results. */
export function SearchRoute() {
  return <SearchResultsPage />;
}
