import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { CenteredPage } from '@/components/centered-page';
import { useLogout } from '@/lib/auth';

export const NOT_AUTHORIZED_LOGOUT_MS = 1500;

/** Signed in, but no company to work in: say so, then sign out after 1.5 s. */
export function NotAuthorized() {
  const logout = useLogout();
  useEffect(() => {
    const timer = window.setTimeout(() => void logout(), NOT_AUTHORIZED_LOGOUT_MS);
    return () => window.clearTimeout(timer);
  }, [logout]);
  return (
    <CenteredPage>
      <Alert severity="error" role="alert">
        Not authorized
      </Alert>
    </CenteredPage>
  );
}
