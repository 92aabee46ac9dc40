import { ProfilePage } from '@/features/profile/components/profile-page';
import { useSession } from '@/features/session/hooks/use-session';

/** /profile, and /profile/unsubscribe (`unsubscribe`): the signed-in user's own profile. */
export function ProfileRoute({ unsubscribe = false }: { unsubscribe?: boolean }) {
  const { user } = useSession();
  return <ProfilePage key={`${user.id}-${unsubscribe}`} user={user} unsubscribe={unsubscribe} />;
}

/** /profile/unsubscribe: the profile with e-mails switched off and the rest locked. */
export function ProfileUnsubscribeRoute() {
  return <ProfileRoute unsubscribe />;
}
