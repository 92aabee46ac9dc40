import { useAuth } from 'react-oidc-context';
import { Navigate, useLocation, useParams } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { SignUpPage } from '@/features/registration/components/sign-up-page';

/** What the onboarding link passes on to the sign-up. */
interface SignUpState {
  isBoarding?: boolean;
}

/** /register and /register/{invitationToken}: the sign-up, with the invitation of the link if any. */
export function SignUpRoute() {
  const { invitationToken } = useParams();
  const state = useLocation().state as SignUpState | null;
  return (
    <SignUpPage key={invitationToken ?? ''} invitationToken={invitationToken} isBoarding={state?.isBoarding === true} />
  );
}

/**
 * /onboarding/{invitationToken} (public): a signed-in user takes the invitation into one of their
 * companies; anyone else signs a company up with it.
 */
export function OnboardingRoute() {
  const auth = useAuth();
  const token = encodeURIComponent(useParams().invitationToken ?? '');
  if (auth.isLoading) return <FullPageSpinner label="Signing in" />;
  if (auth.isAuthenticated) return <Navigate to={`/admin/onboarding/${token}`} replace />;
  return <Navigate to={`/register/${token}`} replace state={{ isBoarding: true } satisfies SignUpState} />;
}
