import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { CHART_HEIGHT } from './chart-size';
import type { PaymentStatusChartProps } from './payment-status-chart';
import type { TimeSeriesChartProps } from './time-series-chart';

/*
 * The chart library (recharts and d3, 115 KB gzipped) loads after the dashboard's first paint:
 * the panels and their titles come first, the drawings and their tables a moment later (issue
 * #17's first-screen budget). Type-only imports keep recharts out of this module.
 */
const TimeSeries = lazy(() => import('./time-series-chart').then((m) => ({ default: m.TimeSeriesChart })));
const PaymentStatus = lazy(() => import('./payment-status-chart').then((m) => ({ default: m.PaymentStatusChart })));

const placeholder = <Skeleton variant="rectangular" height={CHART_HEIGHT} aria-hidden="true" />;

export function LazyTimeSeriesChart<K extends string>(props: TimeSeriesChartProps<K>) {
  return (
    <Suspense fallback={placeholder}>
      {/* The lazy component loses the generic; the props are the same. */}
      <TimeSeries {...(props as TimeSeriesChartProps<string>)} />
    </Suspense>
  );
}

export function LazyPaymentStatusChart(props: PaymentStatusChartProps) {
  return (
    <Suspense fallback={placeholder}>
      <PaymentStatus {...props} />
    </Suspense>
  );
}
