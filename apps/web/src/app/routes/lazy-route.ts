import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';

/**
 * A route whose screen is loaded when it is first visited, so the first screen does not download
 * the PDF viewer, the data grid, charts, Excel export and every admin form (docs/history.md §17: one 2.2 MB
 * chunk, 659 KB gzipped, before this split). While a screen opened by a full load arrives, its place
 * in the shell shows a spinner (without one the router warned "No `HydrateFallback` element" on
 * every load, and showed nothing).
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M>(
  importModule: () => Promise<M>,
  name: K,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: async () => ({ Component: (await importModule())[name] }), HydrateFallback: FullPageSpinner };
}
