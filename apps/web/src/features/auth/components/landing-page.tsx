import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CenteredPage } from '@/components/centered-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

interface LandingPageProps {
  onLogin: () => void;
  /** While the browser is on its way to the identity provider. */
  busy?: boolean;
}

/** The public front door: Login, or Sign up for a company that is not on the network yet. */
export function LandingPage({ onLogin, busy = false }: LandingPageProps) {
  useDocumentTitle('');
  return (
    <CenteredPage>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 1 }}>
        Welcome to DocVue Exchange
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Exchange invoices, division orders, statements and tax forms with your trading partners, and follow every
        document to the end of its route.
      </Typography>
      <Stack spacing={1.5}>
        <Button variant="contained" size="large" onClick={onLogin} loading={busy}>
          Login
        </Button>
        <Button variant="outlined" size="large" component={RouterLink} to="/register">
          Sign up
        </Button>
      </Stack>
    </CenteredPage>
  );
}
