import { useLocation } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { useLogout } from '@/lib/auth';

/** What the session gate hands on: the server's words when it refused this person (blocked). */
interface ErrorLoadingState {
  reason?: string;
}

/** After sign-in something could not be loaded; the way out is to sign out. */
export function ErrorLoadingRoute() {
  const logout = useLogout();
  const state = useLocation().state as ErrorLoadingState | null;
  const reason = typeof state?.reason === 'string' ? state.reason : undefined;
  return <ErrorPage actionLabel="Logout" onAction={() => void logout()} reason={reason} />;
}
