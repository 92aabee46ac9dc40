import { invitationMessages, type Invitation } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeading } from '@/components/page-heading';
import { notify } from '@/lib/notify';
import { useInvitation } from '../api/get-invitation';
import { usePendingInvitations } from '../api/list-pending-invitations';
import { useRejectInvitation } from '../api/reject-invitation';
import { InvitationTable } from './invitation-table';

interface InvitationsPageProps {
  /** Only administrators accept or reject invitations. */
  canAnswer: boolean;
  /** The invitation a notification opened the list for (`?idByNotification=`). */
  idByNotification: number | null;
}

export const acceptPathOf = (id: number) => `/admin/invitation/${id}`;

/**
 * /admin/invitations (docs/product/administration.md §2, §4): the invitations waiting for the company. Administrators
 * accept (the wizard) or reject (after a confirmation) them; others are told to ask one. Opened
 * from a notification of an invitation that was answered meanwhile, it says who answered it.
 */
export function InvitationsPage({ canAnswer, idByNotification }: InvitationsPageProps) {
  const navigate = useNavigate();
  const list = usePendingInvitations();
  const notified = useInvitation(idByNotification ?? 0, { enabled: idByNotification !== null, silent: true });
  const reject = useRejectInvitation();
  const [rejecting, setRejecting] = useState<Invitation | null>(null);

  const confirmReject = () => {
    if (!rejecting) return;
    reject.mutate(rejecting.id, {
      onSuccess: () => notify.success(invitationMessages.rejected),
      onSettled: () => setRejecting(null),
    });
  };

  const invitations = list.data ?? [];
  return (
    <Box>
      <PageHeading>Invitations</PageHeading>
      {notified.data?.actionedMessage && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {notified.data.actionedMessage}
        </Alert>
      )}
      {!canAnswer && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {invitationMessages.askAdmin}
        </Alert>
      )}
      {list.isPending && <LinearProgress aria-label="Loading invitations" />}
      {list.isSuccess && invitations.length === 0 && (
        <Typography color="text.secondary">There are no pending invitations.</Typography>
      )}
      {invitations.length > 0 && (
        <InvitationTable
          invitations={invitations}
          canAnswer={canAnswer}
          onAccept={(inv) => void navigate(acceptPathOf(inv.id))}
          onReject={setRejecting}
        />
      )}
      <ConfirmDialog
        open={rejecting !== null}
        title="Reject Invitation"
        message={`Reject the invitation from ${rejecting?.companyName ?? ''}?`}
        confirmLabel="Reject"
        cancelLabel="Cancel"
        busy={reject.isPending}
        onConfirm={confirmReject}
        onClose={() => setRejecting(null)}
      />
    </Box>
  );
}
