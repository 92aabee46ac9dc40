import { Navigate, useNavigate, useParams } from 'react-router';
import { LicencePage } from '@/features/licence/components/licence-page';
import { useSession } from '@/features/session/hooks/use-session';
import { useLogout } from '@/lib/auth';
import { useClientConfig } from '@/lib/client-config';
import { safeRedirect } from '@/lib/redirect';

/** /eula/{redirectTo}: accept, then the wanted page; cancel signs out. */
export function EulaRoute() {
  const { user, refresh } = useSession();
  const { licenceVersion } = useClientConfig();
  const redirectTo = safeRedirect(useParams().redirectTo);
  const navigate = useNavigate();
  const logout = useLogout();
  if (user.licenceAccepted) return <Navigate to={redirectTo} replace />;
  return (
    <LicencePage
      userId={user.id}
      version={licenceVersion}
      onAccepted={async () => {
        await refresh();
        navigate(redirectTo, { replace: true });
      }}
      onCancel={() => void logout()}
    />
  );
}
