import { Dashboard } from '@/features/dashboard/components/dashboard';
import { useSession } from '@/features/session/hooks/use-session';

/** /: the home dashboard of the selected company. */
export function HomeRoute() {
  const { company, user } = useSession();
  return (
    <Dashboard
      key={company.id}
      companyId={company.id}
      isAdministrator={user.abilities.administer}
      abilities={user.abilities}
    />
  );
}
