import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { CenteredPage } from '@/components/centered-page';
import { PageHeading } from '@/components/page-heading';

export function RegisterSuccessRoute() {
  return (
    <CenteredPage>
      <PageHeading>Please check your email for further instructions</PageHeading>
      <Button variant="outlined" component={RouterLink} to="/landingpage">
        Login
      </Button>
    </CenteredPage>
  );
}
