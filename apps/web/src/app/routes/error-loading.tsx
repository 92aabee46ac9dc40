import { ErrorPage } from '@/components/error-page';
import { useLogout } from '@/lib/auth';

/** After sign-in something could not be loaded; the way out is to sign out. */
export function ErrorLoadingRoute() {
  const logout = useLogout();
  return <ErrorPage actionLabel="Logout" onAction={() => void logout()} />;
}
