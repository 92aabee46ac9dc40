import { ConnectionStatus, type InvitationLink, type Party } from '@docvue/contracts';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LinkToHandOverDialog } from '@/components/link-to-hand-over-dialog';
import { useInvitationLink } from '../api/get-invitation-link';
import { requestOffered, usePartyConnection } from '../hooks/use-party-connection';
import { ConnectionStatusIcon } from './connection-status-icon';

interface PartyConnectionWidgetProps {
  party: Party;
  /** Whether the user may connect and invite. */
  canConnect: boolean;
}

/**
 * The Party form's connection status, with Connect, Invite or Resend Invite (docs/product/administration.md §2, §4); while an
 * invitation waits, Copy Invite Link, to hand the registration link over another way (no mail server,
 * a mail that went astray).
 */
export function PartyConnectionWidget({ party, canConnect }: PartyConnectionWidgetProps) {
  const connection = usePartyConnection();
  const status = connection.statusOf(party);
  const offered = canConnect ? requestOffered(status) : null;
  const inviteLink = useInvitationLink();
  const [link, setLink] = useState<InvitationLink | null>(null);
  return (
    <Box
      role="group"
      aria-labelledby="party-connection-label"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <Typography id="party-connection-label" variant="body2" color="text.secondary">
        Connection Status
      </Typography>
      <ConnectionStatusIcon status={status} withLabel />
      {offered && (
        <Button
          size="small"
          variant="outlined"
          disabled={connection.isPending(party.id)}
          onClick={() => connection.request(party, offered.request)}
        >
          {offered.label}
        </Button>
      )}
      {canConnect && status === ConnectionStatus.InviteSent && (
        <Button
          size="small"
          startIcon={<LinkIcon />}
          disabled={inviteLink.isPending}
          onClick={() => inviteLink.mutate(party.id, { onSuccess: setLink })}
        >
          Copy Invite Link
        </Button>
      )}
      {connection.dialog}
      {link && (
        <LinkToHandOverDialog
          title="Invitation link"
          url={link.url}
          expiresAt={link.expiresAt}
          onClose={() => setLink(null)}
        >
          The link e-mailed to {link.sentTo}. Hand it to {party.name} another way (a message, a call): they register
          with it using that address, or their tax identifier on record here.
        </LinkToHandOverDialog>
      )}
    </Box>
  );
}
