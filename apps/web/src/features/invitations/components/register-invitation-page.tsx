import { invitationMessages, type CompanySummary } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { InvitationNotFoundDialog, isInvitationNotFound } from '@/components/invitation-not-found-dialog';
import { PageHeading } from '@/components/page-heading';
import { messageOf, notify } from '@/lib/notify';
import { useRegisterInvitation } from '../api/register-invitation';
import { useLeaveInvitationNotFound } from '../hooks/use-leave-invitation-not-found';
import { startAgainIn } from '../utils/move-to-company';
import { INVITATIONS_PATH } from './accept-invitation-wizard';

interface RegisterInvitationPageProps {
  /** The e-mailed invitation's token. */
  token: string;
  /** Only administrators take invitations into the company. */
  canAnswer: boolean;
  /** The user's companies. */
  companies: CompanySummary[];
  /** The selected company. */
  company: CompanySummary;
  /** After 'Invitation Not found': work in this company from its Home (the real one reloads the app there). */
  onMoveToCompany?: (company: CompanySummary) => void;
}

type RegisterInvitationProps = Omit<RegisterInvitationPageProps, 'canAnswer'>;

const moveTo = (company: CompanySummary) => startAgainIn(company, '/');

/**
 * /admin/invitations/{invitationToken} (and /admin/invitations/list/{token} on cloud hosts): takes
 * an e-mailed invitation into the selected company, then shows the invitation list, where an
 * administrator accepts or rejects it (docs/product/administration.md §4). A link that no longer works is told in the
 * 'Invitation Not found' dialog, then the user is moved to their first non-cloud company (docs/product/administration.md §8);
 * other failures are told in the snackbar, then the invitation list.
 */
export function RegisterInvitationPage({ canAnswer, ...props }: RegisterInvitationPageProps) {
  if (!canAnswer) {
    return (
      <>
        <PageHeading>Invitations</PageHeading>
        <Alert severity="info">{invitationMessages.askAdmin}</Alert>
      </>
    );
  }
  return <RegisterInvitation {...props} />;
}

function RegisterInvitation({ token, companies, company, onMoveToCompany = moveTo }: RegisterInvitationProps) {
  const navigate = useNavigate();
  const leaveNotFound = useLeaveInvitationNotFound(companies, company, onMoveToCompany);
  const register = useRegisterInvitation();
  const [notFound, setNotFound] = useState(false);
  const started = useRef(false);
  const { mutate } = register;

  useEffect(() => {
    // Once per visit: the effect runs again in development's strict mode.
    if (started.current) return;
    started.current = true;
    mutate(token, {
      onSuccess: () => void navigate(INVITATIONS_PATH, { replace: true }),
      onError: (err) => {
        if (isInvitationNotFound(err)) {
          setNotFound(true);
          return;
        }
        notify.error(messageOf(err));
        void navigate(INVITATIONS_PATH, { replace: true });
      },
    });
  }, [mutate, navigate, token]);

  return (
    <>
      {!notFound && <FullPageSpinner label="Opening the invitation" />}
      <InvitationNotFoundDialog open={notFound} onClose={leaveNotFound} />
    </>
  );
}
