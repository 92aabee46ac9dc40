import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { CenteredPage } from '@/components/centered-page';
import { PageHeading } from '@/components/page-heading';

export function NotFoundRoute() {
  return (
    <CenteredPage>
      <PageHeading>Page Not found</PageHeading>
      <Button variant="contained" component={RouterLink} to="/">
        Home
      </Button>
    </CenteredPage>
  );
}
