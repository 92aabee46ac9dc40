import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose screen is loaded when it is first visited, so the first screen does not download
 * the PDF viewer, the data grid, charts, Excel export and every admin form (docs/history.md §17: one 2.2 MB
 * chunk, 659 KB gzipped, before this split).
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M>(
  importModule: () => Promise<M>,
  name: K,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await importModule())[name] }) };
}
