import { invitationMessages, type CompanySummary } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { InvitationNotFoundDialog, isInvitationNotFound } from '@/components/invitation-not-found-dialog';
import { PageHeading } from '@/components/page-heading';
import { messageOf, notify } from '@/lib/notify';
import { useOnboardInvitation } from '../api/onboard-invitation';
import { useLeaveInvitationNotFound } from '../hooks/use-leave-invitation-not-found';
import { startAgainIn } from '../utils/move-to-company';
import { INVITATIONS_PATH } from './accept-invitation-wizard';
import { ChooseCompanyDialog } from './choose-company-dialog';

interface OnboardingPageProps {
  /** The e-mailed invitation's token. */
  token: string;
  /** The user's companies; cloud companies live on their own hosts and are not offered. */
  companies: CompanySummary[];
  /** The selected company. */
  company: CompanySummary;
  /** Whether the user administers the selected company. */
  canAnswer: boolean;
  /** Another company took the invitation: work in it from now on (the real one reloads the app there). */
  onSwitchCompany?: (company: CompanySummary) => void;
  /** After 'Invitation Not found': work in this company from its Home (the real one reloads the app there). */
  onMoveToCompany?: (company: CompanySummary) => void;
}

const switchTo = (company: CompanySummary) => startAgainIn(company, INVITATIONS_PATH);
const moveTo = (company: CompanySummary) => startAgainIn(company, '/');

/**
 * /admin/onboarding/{invitationToken}: no screen of its own. A user with one company takes the
 * e-mailed invitation into it; one with several is asked which. Then the invitation list of
 * that company. A link that no longer works is told in the 'Invitation Not found' dialog, then
 * the user is moved to their first non-cloud company (docs/product/administration.md §8); other failures are told in the
 * snackbar, then Home.
 */
export function OnboardingPage({
  token,
  companies,
  company,
  canAnswer,
  onSwitchCompany = switchTo,
  onMoveToCompany = moveTo,
}: OnboardingPageProps) {
  const navigate = useNavigate();
  const leaveNotFound = useLeaveInvitationNotFound(companies, company, onMoveToCompany);
  const onboard = useOnboardInvitation();
  const local = companies.filter((c) => !c.isCloud);
  const asking = local.length > 1;
  const [choosing, setChoosing] = useState(asking);
  const [notFound, setNotFound] = useState(false);
  const { mutate } = onboard;

  const takeInto = (target: CompanySummary) => {
    setChoosing(false);
    mutate(
      { token, companyId: target.id },
      {
        onSuccess: () => {
          if (target.id === company.id) void navigate(INVITATIONS_PATH, { replace: true });
          else onSwitchCompany(target);
        },
        onError: (err) => {
          if (isInvitationNotFound(err)) {
            setNotFound(true);
            return;
          }
          notify.error(messageOf(err));
          void navigate('/', { replace: true });
        },
      },
    );
  };
  const takeIntoSelected = useEffectEvent(() => takeInto(company));
  const started = useRef(false);
  const takeAtOnce = !asking && canAnswer;
  useEffect(() => {
    // Once per visit: the effect runs again in development's strict mode.
    if (!takeAtOnce || started.current) return;
    started.current = true;
    takeIntoSelected();
  }, [takeAtOnce]);

  if (!asking && !canAnswer) {
    return (
      <>
        <PageHeading>Invitation</PageHeading>
        <Alert severity="info">{invitationMessages.askAdmin}</Alert>
      </>
    );
  }
  return (
    <>
      {!choosing && !notFound && <FullPageSpinner label="Opening the invitation" />}
      <ChooseCompanyDialog
        open={choosing}
        companies={local}
        onChoose={takeInto}
        onClose={() => void navigate('/', { replace: true })}
      />
      <InvitationNotFoundDialog open={notFound} onClose={leaveNotFound} />
    </>
  );
}
