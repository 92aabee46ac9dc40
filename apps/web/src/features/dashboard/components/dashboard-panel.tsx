import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { messageOf } from '@/lib/notify';

interface DashboardPanelProps {
  title: string;
  /** What the figures cover, under the title (e.g. 'Last 12 months'). */
  subtitle?: string;
  /** The call behind the panel: a spinner while it loads, its message when it fails. */
  state: { isPending: boolean; error: unknown };
  children: (titleId: string) => ReactNode;
}

/** One card of the dashboard: its title (a heading to jump to), and the chart or table once loaded. */
export function DashboardPanel({ title, subtitle, state, children }: DashboardPanelProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
      <Box sx={{ mt: 1.5, flex: 1 }}>
        {state.error ? (
          <Alert severity="error">{messageOf(state.error)}</Alert>
        ) : state.isPending ? (
          <CircularProgress size={28} aria-label={`Loading ${title}`} />
        ) : (
          children(titleId)
        )}
      </Box>
    </Paper>
  );
}
