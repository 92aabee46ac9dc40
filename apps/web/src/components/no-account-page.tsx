import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from 'react-oidc-context';
import { Link as RouterLink } from 'react-router';
import { CenteredPage } from '@/components/centered-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLogout, type SignInState } from '@/lib/auth';
import { reportError } from '@/lib/error-reporting';

/**
 * Signed in at the company's identity provider, but no DocVue Exchange account belongs to the
 * sign-in (or it cannot be linked to one): says why, and how to get access, instead of sending the
 * person back to the landing page, whose Login would only sign them in the same way again.
 */
export function NoAccountPage({ message }: { message: string }) {
  useDocumentTitle('No account');
  const auth = useAuth();
  const logout = useLogout();
  const tryAgain = () => {
    const state: SignInState = { redirectTo: '/' };
    auth.signinRedirect({ state }).catch((err: unknown) => void reportError(err, 'authentication'));
  };
  return (
    <CenteredPage>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
        No DocVue Exchange account
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <Typography sx={{ mb: 1 }}>
        To get access, ask an administrator of your company on DocVue Exchange to add you as a user, with the e-mail
        address you sign in with. Then try again.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Is your company not on DocVue Exchange yet?{' '}
        <Link component={RouterLink} to="/register">
          Sign up
        </Link>
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" onClick={tryAgain}>
          Try again
        </Button>
        <Button variant="outlined" onClick={() => void logout()}>
          Sign out
        </Button>
      </Stack>
    </CenteredPage>
  );
}
