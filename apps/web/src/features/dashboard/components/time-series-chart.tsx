import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTable } from './chart-table';
import { CHART_HEIGHT } from './chart-size';

export interface Series<K extends string> {
  key: K;
  name: string;
}

export interface TimePoint<K extends string> {
  /** The axis label ('Nov 5'). */
  label: string;
  /** The label read out in the table ('November 2025'; a day in the user's date format). */
  fullLabel: string;
  values: Record<K, number>;
}

export interface TimeSeriesChartProps<K extends string> {
  /** Names the figure and its table (the panel's title). */
  titleId: string;
  caption: string;
  category: 'Month' | 'Day';
  /** A trend as lines; counts of many short periods (days) as stacked bars, which stay readable when sparse. */
  kind: 'lines' | 'stacked-bars';
  series: Series<K>[];
  points: TimePoint<K>[];
}

/** Lines are told apart by their dashes as well as their colours. */
const dashes = [undefined, '6 3', '2 3', '10 4 2 4'];

/**
 * Counts over time, as lines or stacked bars. The drawing is hidden from screen readers, which
 * read the same figures from a table instead; the figure is named by the panel's title.
 */
export function TimeSeriesChart<K extends string>({
  titleId,
  caption,
  category,
  kind,
  series,
  points,
}: TimeSeriesChartProps<K>) {
  const { palette } = useTheme();
  const colors = [palette.primary.main, palette.secondary.main, palette.success.dark, palette.warning.dark];
  const chartProps = {
    responsive: true,
    accessibilityLayer: false,
    data: points.map((p) => ({ label: p.label, ...p.values })),
    style: { width: '100%', height: CHART_HEIGHT },
    margin: { top: 8, right: 12, bottom: 0, left: -12 },
  };
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey="label" interval="preserveStartEnd" minTickGap={16} tick={{ fontSize: 12 }} />,
    <YAxis key="y" allowDecimals={false} tick={{ fontSize: 12 }} />,
    <Tooltip key="tooltip" />,
    // In the order of the series (the table's columns), not alphabetical.
    series.length > 1 && <Legend key="legend" itemSorter={null} wrapperStyle={{ fontSize: 12 }} />,
  ];
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0, position: 'relative' }}>
      <Box aria-hidden="true">
        {kind === 'lines' ? (
          <LineChart {...chartProps}>
            {axes}
            {series.map((s, i) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.name}
                stroke={colors[i % colors.length]}
                strokeDasharray={dashes[i % dashes.length]}
                strokeWidth={2}
                dot={points.length <= 12}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart {...chartProps}>
            {axes}
            {series.map((s, i) => (
              <Bar
                key={s.key}
                stackId="counts"
                dataKey={s.key}
                name={s.name}
                fill={colors[i % colors.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </Box>
      <ChartTable
        caption={caption}
        category={category}
        columns={series.map((s) => s.name)}
        rows={points.map((p) => ({ label: p.fullLabel, values: series.map((s) => p.values[s.key]) }))}
      />
    </Box>
  );
}
