import { useAuth } from 'react-oidc-context';
import { Navigate, useSearchParams } from 'react-router';
import { LandingPage } from '@/features/auth/components/landing-page';
import type { SignInState } from '@/lib/auth';
import { reportError } from '@/lib/error-reporting';
import { messageOf, notify } from '@/lib/notify';
import { safeRedirect } from '@/lib/redirect';

export function LandingRoute() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirectTo'));
  if (auth.isAuthenticated) return <Navigate to={redirectTo} replace />;

  const login = () => {
    const state: SignInState = { redirectTo };
    auth.signinRedirect({ state }).catch((err: unknown) => {
      notify.error(messageOf(err));
      void reportError(err, 'authentication');
    });
  };
  return <LandingPage onLogin={login} busy={auth.activeNavigator === 'signinRedirect'} />;
}
