import { routeStatusNames, type RouteStatusId } from '@docvue/contracts';
import type { AnnouncedCache } from '../../lib/announced-cache.js';

/**
 * The dashboard's counts are read from the company's visibility rows alone, like the lists'
 * totals: kept between requests until the database announces a change of them (migration 0019,
 * the lists' channel), by the rules of lib/announced-cache.ts. The key holds everything a count
 * depends on (the window's first day included: a new day or month reads afresh); what a page shows
 * of each document and the caller's type names are read on every request.
 */
export type DashboardCounts = AnnouncedCache<object>;

export const kept = <T extends object>(
  counts: DashboardCounts,
  companyId: number,
  key: string,
  read: () => Promise<T>,
) => counts.through<T>(`${Math.trunc(companyId)}|${key}`, companyId, read);

export const statusRef = (id: number) => ({ id, name: routeStatusNames[id as RouteStatusId] ?? String(id) });

export const utcMonth = (d: Date) => d.toISOString().slice(0, 7);
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);
