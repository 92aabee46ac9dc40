import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { messageOf } from '@/lib/notify';

/**
 * What a screen shows while the record it edits is not there yet: the load's error, or a spinner
 * named for what it waits on (screen readers announce the label).
 */
export function LoadingOrError({ query, label }: { query: { isError: boolean; error: unknown }; label: string }) {
  return query.isError ? (
    <Alert severity="error">{messageOf(query.error)}</Alert>
  ) : (
    <CircularProgress aria-label={label} />
  );
}
