import type { CurrentUser } from '@docvue/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/features/session/hooks/use-session';
import { licencePageFor } from '@/lib/redirect';
import { NotFoundRoute } from './routes/not-found';

/** Most signed-in routes need the current licence version accepted first. */
export function RequireLicence() {
  const { user } = useSession();
  const location = useLocation();
  if (!user.licenceAccepted) {
    return <Navigate to={licencePageFor(location.pathname + location.search + location.hash)} replace />;
  }
  return <Outlet />;
}

/**
 * Screens only for users with an ability (the session says which the user has in the company;
 * the server checks the same on every call). Others get 'Page Not found', as for any address
 * that is not theirs.
 */
export function RequireAbility({ ability }: { ability: keyof CurrentUser['abilities'] }) {
  const { user } = useSession();
  return user.abilities[ability] ? <Outlet /> : <NotFoundRoute />;
}
