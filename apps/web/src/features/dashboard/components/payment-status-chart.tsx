import type { StatusCount } from '@docvue/contracts';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { KeyboardEvent } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { CHART_HEIGHT } from './chart-size';

export interface PaymentStatusChartProps {
  titleId: string;
  counts: StatusCount[];
  /** Opens the AR invoices of the bar's status; gets the bar's index. */
  onOpenBar: (index: number) => void;
}

export const barLabel = (c: StatusCount) => `${c.status.name}: ${c.count} ${c.count === 1 ? 'invoice' : 'invoices'}`;

interface StatusBarProps extends BarShapeProps {
  label: string;
  onOpen: (index: number) => void;
}

/**
 * One bar, as a link: it takes focus and opens on Enter as well as on a click. The whole
 * height of its column is the target, so a status with no invoices can be opened too.
 */
function StatusBar({ x, y, width, height, fill, background, index, label, onOpen }: StatusBarProps) {
  // The column behind the bar (recharts' background), or the bar itself when it has none.
  const column = {
    x: background?.x ?? x,
    y: background?.y ?? y,
    width: background?.width ?? width,
    height: background?.height ?? height,
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    onOpen(index);
  };
  return (
    <g
      role="link"
      tabIndex={0}
      aria-label={label}
      className="status-bar"
      onClick={() => onOpen(index)}
      onKeyDown={onKeyDown}
    >
      <rect
        className="status-bar-column"
        x={column.x}
        y={column.y}
        width={column.width}
        height={column.height}
        fill="transparent"
      />
      <rect x={x} y={y} width={width} height={Math.max(0, height)} fill={fill} />
    </g>
  );
}

/**
 * 'Payment Status': the company's sent AR invoices per status. Each bar is a link to the AR
 * invoice list in its status, named with its figures; the axes are there for the eye.
 */
export function PaymentStatusChart({ titleId, counts, onOpenBar }: PaymentStatusChartProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const data = counts.map((c) => ({ name: c.status.name, count: c.count, label: barLabel(c) }));
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      sx={{
        '& .status-bar': { cursor: 'pointer', outline: 'none' },
        '& .status-bar:hover .status-bar-column': { fill: theme.palette.action.hover },
        '& .status-bar:focus-visible .status-bar-column': {
          stroke: theme.palette.primary.dark,
          strokeWidth: 2,
          fill: theme.palette.action.focus,
        },
      }}
    >
      <BarChart
        responsive
        accessibilityLayer={false}
        data={data}
        style={{ width: '100%', height: CHART_HEIGHT }}
        margin={{ top: 8, right: 12, bottom: 0, left: -12 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="name"
          interval={0}
          tick={{ fontSize: 12 }}
          angle={narrow ? -35 : 0}
          textAnchor={narrow ? 'end' : 'middle'}
          height={narrow ? 64 : 30}
        />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip cursor={false} />
        <Bar
          dataKey="count"
          name="AR invoices"
          fill={theme.palette.primary.main}
          background={{ fill: 'transparent' }}
          isAnimationActive={false}
          shape={(props: BarShapeProps) => (
            <StatusBar {...props} label={data[props.index]?.label ?? ''} onOpen={onOpenBar} />
          )}
        />
      </BarChart>
    </Box>
  );
}
