import { TerminologyKey } from '@docvue/contracts';
import { useParams, useSearchParams } from 'react-router';
import { CenteredPage } from '@/components/centered-page';
import { AcceptInvitationPage } from '@/features/invitations/components/accept-invitation-page';
import { InvitationsPage } from '@/features/invitations/components/invitations-page';
import { OnboardingPage } from '@/features/invitations/components/onboarding-page';
import { RegisterInvitationPage } from '@/features/invitations/components/register-invitation-page';
import { useSession } from '@/features/session/hooks/use-session';
import { termOf } from '@/lib/terms';
import { NotFoundRoute } from './not-found';

const idOf = (value: string | null | undefined) => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** /admin/invitations (optional ?idByNotification=): the pending invitations. */
export function InvitationsRoute() {
  const { user } = useSession();
  const [params] = useSearchParams();
  return (
    <InvitationsPage canAnswer={user.abilities.administer} idByNotification={idOf(params.get('idByNotification'))} />
  );
}

/** /admin/invitation/{invitationId}: the accept wizard. */
export function AcceptInvitationRoute() {
  const { user, terminologies } = useSession();
  const invitationId = idOf(useParams().invitationId);
  if (invitationId === null) return <NotFoundRoute />;
  return (
    <AcceptInvitationPage
      key={invitationId}
      invitationId={invitationId}
      canAnswer={user.abilities.administer}
      orgUnitTerm={termOf(terminologies, TerminologyKey.OrgUnit)}
      vendorTerm={termOf(terminologies, TerminologyKey.Vendor)}
    />
  );
}

/**
 * /admin/invitations/{invitationToken} (query submitInvitation=true) and, on cloud hosts,
 * /admin/invitations/list/{invitationToken}: takes an e-mailed invitation into the selected company.
 */
export function RegisterInvitationRoute() {
  const { user, companies, company } = useSession();
  const token = useParams().invitationToken ?? '';
  return (
    <RegisterInvitationPage
      key={token}
      token={token}
      canAnswer={user.abilities.administer}
      companies={companies}
      company={company}
    />
  );
}

/**
 * /admin/onboarding/{invitationToken} (optional submitInvitation=true): takes an e-mailed
 * invitation into the user's company, or the one they choose. Like the other onboarding
 * screens it shows no top bar (docs/product/administration.md §2), so it sits outside the shell.
 */
export function AdminOnboardingRoute() {
  const { user, companies, company } = useSession();
  const token = useParams().invitationToken ?? '';
  return (
    <CenteredPage>
      <OnboardingPage
        key={token}
        token={token}
        companies={companies}
        company={company}
        canAnswer={user.abilities.administer}
      />
    </CenteredPage>
  );
}
