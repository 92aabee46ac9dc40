import type { OwnerDocDailyCount } from '@docvue/contracts';
import { useDateFormat } from '@/lib/personalization';
import { useOwnerDocumentCounts, type CountsSide } from '../api/get-owner-document-counts';
import { dayFullLabel, dayLabel } from '../utils/periods';
import { DashboardPanel } from './dashboard-panel';
import { LazyTimeSeriesChart } from './lazy-charts';
import type { Series } from './time-series-chart';

export type DailyCountKey = Exclude<keyof OwnerDocDailyCount, 'day'>;

export const dailySeries: Record<DailyCountKey, Series<DailyCountKey>> = {
  divisionOrderCount: { key: 'divisionOrderCount', name: 'Division orders' },
  _1099Count: { key: '_1099Count', name: '1099s' },
  runStatementCount: { key: 'runStatementCount', name: 'Run statements' },
  ownerStatementCount: { key: 'ownerStatementCount', name: 'Owner statements' },
};

interface DailyCountsPanelProps {
  title: string;
  side: CountsSide;
  /** The kinds of document the panel draws, one line each. */
  series: DailyCountKey[];
}

/** Documents sent or received per day over the last 30 days, one line per kind of document. */
export function DailyCountsPanel({ side, ...props }: DailyCountsPanelProps) {
  return <DailyCountsOf counts={useOwnerDocumentCounts(side)} {...props} />;
}

/** The panel of counts already asked for (by a caller that decides from them whether to show it). */
export function DailyCountsOf({
  title,
  series,
  counts,
}: Omit<DailyCountsPanelProps, 'side'> & { counts: ReturnType<typeof useOwnerDocumentCounts> }) {
  const dateFormat = useDateFormat();
  const lines = series.map((key) => dailySeries[key]);
  return (
    <DashboardPanel title={title} subtitle="Per day, last 30 days" state={counts}>
      {(titleId) => (
        <LazyTimeSeriesChart
          titleId={titleId}
          caption={`${title} per day`}
          category="Day"
          kind="stacked-bars"
          series={lines}
          points={(counts.data ?? []).map((d) => ({
            label: dayLabel(d.day),
            fullLabel: dayFullLabel(d.day, dateFormat),
            values: d,
          }))}
        />
      )}
    </DashboardPanel>
  );
}
