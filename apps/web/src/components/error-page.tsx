import Button from '@mui/material/Button';
import { CenteredPage } from '@/components/centered-page';
import { PageHeading } from '@/components/page-heading';

/** 'Error loading the application', with the one way out that fits where it happened. */
export function ErrorPage({ actionLabel, onAction }: { actionLabel: string; onAction: () => void }) {
  return (
    <CenteredPage>
      <PageHeading>Error loading the application</PageHeading>
      <Button variant="contained" onClick={onAction}>
        {actionLabel}
      </Button>
    </CenteredPage>
  );
}
