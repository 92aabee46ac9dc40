import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CenteredPage } from '@/components/centered-page';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { InvitationNotFoundDialog, isInvitationNotFound } from '@/components/invitation-not-found-dialog';
import { PageHeading } from '@/components/page-heading';
import { messageOf, notify } from '@/lib/notify';
import { useInvitationPreview } from '../api/get-invitation-preview';
import { SignUpForm } from './sign-up-form';

interface SignUpPageProps {
  /** The token of an e-mailed invitation (/register/{token}). */
  invitationToken?: string;
  /** Came through an onboarding link. */
  isBoarding?: boolean;
}

/** /register and /register/{invitationToken}: the public sign-up of a company (no top bar). */
export function SignUpPage({ invitationToken, isBoarding = false }: SignUpPageProps) {
  return (
    <CenteredPage maxWidth={720}>
      <PageHeading>Sign up</PageHeading>
      {invitationToken ? (
        <InvitedSignUp token={invitationToken} isBoarding={isBoarding} />
      ) : (
        <SignUpForm invitation={null} isBoarding={isBoarding} />
      )}
    </CenteredPage>
  );
}

/**
 * The sign-up of an invited company, prefilled from the invitation. A link that no longer works
 * is told in the 'Invitation Not found' dialog, then the plain sign-up follows.
 */
function InvitedSignUp({ token, isBoarding }: { token: string; isBoarding: boolean }) {
  const navigate = useNavigate();
  const preview = useInvitationPreview(token);
  const notFound = isInvitationNotFound(preview.error);

  useEffect(() => {
    if (preview.error && !notFound) notify.error(messageOf(preview.error));
  }, [preview.error, notFound]);

  if (preview.isPending) return <FullPageSpinner label="Loading the invitation" />;
  if (preview.data) return <SignUpForm invitation={{ token, preview: preview.data }} isBoarding={isBoarding} />;
  return (
    <>
      <SignUpForm invitation={null} isBoarding={isBoarding} />
      <InvitationNotFoundDialog open={notFound} onClose={() => void navigate('/register', { replace: true })} />
    </>
  );
}
