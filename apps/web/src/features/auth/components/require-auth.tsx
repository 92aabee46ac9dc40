import { useAuth } from 'react-oidc-context';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { landingPageFor } from '@/lib/redirect';

/** Signed-in routes: anyone else goes to the landing page, which brings them back here. */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.isLoading) return <FullPageSpinner label="Signing in" />;
  if (!auth.isAuthenticated) {
    return <Navigate to={landingPageFor(location.pathname + location.search + location.hash)} replace />;
  }
  return <Outlet />;
}
