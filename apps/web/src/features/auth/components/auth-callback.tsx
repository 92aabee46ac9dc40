import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useAuth } from 'react-oidc-context';
import { Link as RouterLink, Navigate } from 'react-router';
import { CenteredPage } from '@/components/centered-page';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { isSignInState } from '@/lib/auth';
import { reportError } from '@/lib/error-reporting';
import { safeRedirect } from '@/lib/redirect';

/** The identity provider returns here; the provider component has already traded the code for tokens. */
export function AuthCallback() {
  const auth = useAuth();
  useEffect(() => {
    if (auth.error) void reportError(auth.error, 'authentication');
  }, [auth.error]);

  if (auth.isLoading) return <FullPageSpinner label="Signing in" />;
  if (auth.isAuthenticated) {
    const state: unknown = auth.user?.state;
    return <Navigate to={safeRedirect(isSignInState(state) ? state.redirectTo : '/')} replace />;
  }
  return (
    <CenteredPage>
      <Alert severity="error" sx={{ mb: 3 }}>
        {auth.error?.message ?? 'The sign-in did not complete.'}
      </Alert>
      <Button variant="contained" component={RouterLink} to="/landingpage">
        Login
      </Button>
    </CenteredPage>
  );
}
