import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/features/session/hooks/use-session';
import { licencePageFor } from '@/lib/redirect';

/** Most signed-in routes need the current licence version accepted first. */
export function RequireLicence() {
  const { user } = useSession();
  const location = useLocation();
  if (!user.licenceAccepted) {
    return <Navigate to={licencePageFor(location.pathname + location.search + location.hash)} replace />;
  }
  return <Outlet />;
}
