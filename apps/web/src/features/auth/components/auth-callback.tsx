import { ErrorCode } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { useAuth } from 'react-oidc-context';
import { Link as RouterLink, Navigate } from 'react-router';
import { CenteredPage } from '@/components/centered-page';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { NoAccountPage } from '@/components/no-account-page';
import { ApiError } from '@/lib/api-client';
import { isSignInState } from '@/lib/auth';
import { useClientConfig } from '@/lib/client-config';
import { reportError } from '@/lib/error-reporting';
import { messageOf } from '@/lib/notify';
import { safeRedirect } from '@/lib/redirect';
import { useLinkSignIn } from '../api/link-sign-in';

/**
 * The identity provider returns here; the provider component has already traded the code for
 * tokens. With the company's own identity provider, the sign-in is then linked to the person's
 * account (by the ID token) before the app opens; a person without one is told so here.
 */
export function AuthCallback() {
  const auth = useAuth();
  const { oidc } = useClientConfig();
  const link = useLinkSignIn();
  const idToken = auth.user?.id_token;
  const mustLink = !oidc.builtIn && auth.isAuthenticated;
  const asked = useRef(false);
  useEffect(() => {
    if (auth.error) void reportError(auth.error, 'authentication');
  }, [auth.error]);
  useEffect(() => {
    if (!mustLink || !idToken || asked.current) return;
    asked.current = true;
    link.mutate(idToken);
  }, [mustLink, idToken, link]);

  if (link.error instanceof ApiError && link.error.code === ErrorCode.NoAccount) {
    return <NoAccountPage message={link.error.message} />;
  }
  if (auth.isLoading || (mustLink && idToken && !link.isSuccess && !link.isError)) {
    return <FullPageSpinner label="Signing in" />;
  }
  if (auth.isAuthenticated && (!mustLink || link.isSuccess)) {
    const state: unknown = auth.user?.state;
    return <Navigate to={safeRedirect(isSignInState(state) ? state.redirectTo : '/')} replace />;
  }
  const problem = link.error
    ? messageOf(link.error)
    : (auth.error?.message ?? (mustLink ? 'The identity provider sent no ID token.' : 'The sign-in did not complete.'));
  return (
    <CenteredPage>
      <Alert severity="error" sx={{ mb: 3 }}>
        {problem}
      </Alert>
      <Button variant="contained" component={RouterLink} to="/landingpage">
        Login
      </Button>
    </CenteredPage>
  );
}
