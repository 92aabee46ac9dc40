import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { CenteredPage } from '@/components/centered-page';
import { PageHeading } from '@/components/page-heading';

/**
 * 'Error loading the application', with the one way out that fits where it happened, and the
 * reason when the server gave one a person can act on (their access was blocked).
 */
export function ErrorPage({
  actionLabel,
  onAction,
  reason,
}: {
  actionLabel: string;
  onAction: () => void;
  reason?: string;
}) {
  return (
    <CenteredPage>
      <PageHeading>Error loading the application</PageHeading>
      {reason && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {reason}
        </Alert>
      )}
      <Button variant="contained" onClick={onAction}>
        {actionLabel}
      </Button>
    </CenteredPage>
  );
}
