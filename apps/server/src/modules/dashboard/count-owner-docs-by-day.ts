import { DocumentTemplate, type OwnerDocDailyCount } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { Side } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { kept, utcDay, type DashboardCounts } from './dashboard-helpers.js';
import { countsByDay, returnedDivisionOrdersByDay } from './repository.js';

const ownerDocTemplates = {
  divisionOrderCount: DocumentTemplate.DivisionOrder,
  _1099Count: DocumentTemplate.Form1099,
  runStatementCount: DocumentTemplate.RunStatement,
  ownerStatementCount: DocumentTemplate.OwnerStatement,
} as const;

/**
 * `/documentroute/ownerDocReceivedCounts` (side receiver) and `/ownerDocSentCounts` (side sender):
 * division orders, 1099s, run statements and owner statements per UTC day of sending, every day
 * of the window, oldest first. An owner's 'Division Orders Sent' are the orders it returned (owners
 * send division orders back, they do not start them), so the sent side adds those by day of return.
 */
export async function countOwnerDocsByDay(
  db: Database,
  counts: DashboardCounts,
  ctx: TenantContext,
  side: Side,
  days: number,
  now = new Date(),
): Promise<OwnerDocDailyCount[]> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  // A returned order's day is its document's last update: the return, which changes its visibility
  // row's status (and so is announced); no transition leaves Returned.
  const [rows, returned] = await kept(counts, ctx.companyId, `daily|${side}|${from.toISOString()}`, () =>
    Promise.all([
      countsByDay(db, ctx.companyId, side, Object.values(ownerDocTemplates), from),
      side === 'sender' ? returnedDivisionOrdersByDay(db, ctx.companyId, from) : Promise.resolve([]),
    ]),
  );
  const perDay = new Map(rows.map((r) => [`${r.day}:${r.templateId}`, r.count]));
  for (const r of returned) {
    const key = `${r.day}:${ownerDocTemplates.divisionOrderCount}`;
    perDay.set(key, (perDay.get(key) ?? 0) + r.count);
  }
  return Array.from({ length: days }, (_, i) => {
    const day = utcDay(new Date(from.getTime() + i * 86_400_000));
    const of = (t: number) => perDay.get(`${day}:${t}`) ?? 0;
    return {
      day,
      divisionOrderCount: of(ownerDocTemplates.divisionOrderCount),
      _1099Count: of(ownerDocTemplates._1099Count),
      runStatementCount: of(ownerDocTemplates.runStatementCount),
      ownerStatementCount: of(ownerDocTemplates.ownerStatementCount),
    };
  });
}
