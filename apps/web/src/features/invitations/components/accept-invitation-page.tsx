import { invitationMessages } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { useActiveOrgUnits } from '../api/get-org-units';
import { useInvitation } from '../api/get-invitation';
import { AcceptInvitationWizard, INVITATIONS_PATH } from './accept-invitation-wizard';
import { InvitationSummary } from './invitation-summary';

interface AcceptInvitationPageProps {
  invitationId: number;
  /** Only administrators accept invitations. */
  canAnswer: boolean;
  /** The company's word for org unit. */
  orgUnitTerm: string;
  /** The company's word for Vendor. */
  vendorTerm: string;
}

const backToList = (
  <Button component={RouterLink} to={INVITATIONS_PATH} variant="outlined">
    Back to Invitations
  </Button>
);

/** /admin/invitation/{invitationId}: who invites, then the accept wizard. */
export function AcceptInvitationPage(props: AcceptInvitationPageProps) {
  return (
    <>
      <PageHeading>Accept Invitation</PageHeading>
      {props.canAnswer ? (
        <AcceptInvitation {...props} />
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {invitationMessages.askAdmin}
        </Alert>
      )}
    </>
  );
}

function AcceptInvitation({ invitationId, orgUnitTerm, vendorTerm }: AcceptInvitationPageProps) {
  const invitation = useInvitation(invitationId);
  const orgUnits = useActiveOrgUnits();

  // The snackbar has told why (the server's message).
  if (invitation.isError || orgUnits.isError) return backToList;
  if (!invitation.data || !orgUnits.data) return <LinearProgress aria-label="Loading the invitation" />;
  return (
    <>
      <InvitationSummary invitation={invitation.data} />
      {invitation.data.actionedMessage ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {invitation.data.actionedMessage}
          </Alert>
          {backToList}
        </>
      ) : (
        <AcceptInvitationWizard
          invitation={invitation.data}
          orgUnits={orgUnits.data.items}
          orgUnitTerm={orgUnitTerm}
          vendorTerm={vendorTerm}
        />
      )}
    </>
  );
}
