import { ConnectionStatus, connectionStatusLabels, type ConnectionStatusId } from '@docvue/contracts';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import MailOutline from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { messageOf, notify } from '@/lib/notify';
import { useRequestConnection, type ConnectionRequest } from '../../api/party-connection';

interface ConnectionStateProps {
  partyId: number;
  partyName: string;
  status: number;
  /** The sender of an editable document may connect and invite. */
  actionable: boolean;
}

/**
 * A party's place on the network (spec §2): Connect for a company on the network, Invite for
 * one that is not, Connected, Connecting ('Waiting for other party to accept'), and Invite
 * sent with Resend Invite on hover. Asking flips the state at once and puts it back, with
 * the server's message, when the call fails.
 */
export function ConnectionState({ partyId, partyName, status, actionable }: ConnectionStateProps) {
  const [shown, setShown] = useState(status as ConnectionStatusId);
  const { mutate, isPending } = useRequestConnection();

  const ask = (request: ConnectionRequest, now: ConnectionStatusId, onFailure: ConnectionStatusId) => {
    setShown(now);
    mutate(
      { partyId, request },
      {
        onError: (err) => {
          setShown(onFailure);
          notify.error(messageOf(err));
        },
      },
    );
  };

  const label = connectionStatusLabels[shown] ?? '';
  switch (shown) {
    case ConnectionStatus.Connected:
      return <Chip size="small" color="success" variant="outlined" icon={<CheckCircleOutline />} label={label} />;
    case ConnectionStatus.Connecting:
      return <Chip size="small" variant="outlined" icon={<HourglassEmpty />} label={label} />;
    case ConnectionStatus.Connect:
    case ConnectionStatus.Invite: {
      const request = shown === ConnectionStatus.Connect ? 'connect' : 'invite';
      const next = shown === ConnectionStatus.Connect ? ConnectionStatus.Connecting : ConnectionStatus.InviteSent;
      if (!actionable) return <Chip size="small" variant="outlined" label={`Not connected (${label})`} />;
      return (
        <Button
          size="small"
          variant="outlined"
          disabled={isPending}
          onClick={() => ask(request, next, shown)}
          aria-label={`${label} ${partyName}`}
        >
          {label}
        </Button>
      );
    }
    case ConnectionStatus.InviteSent:
      return (
        <Box
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            // Resend shows on hover or keyboard focus; touch screens always show it.
            '& .resend': { opacity: 0, transition: 'opacity 150ms' },
            '&:hover .resend, &:focus-within .resend': { opacity: 1 },
            '@media (hover: none)': { '& .resend': { opacity: 1 } },
          }}
        >
          <Chip size="small" variant="outlined" icon={<MailOutline />} label={label} />
          {actionable && (
            <Button
              className="resend"
              size="small"
              disabled={isPending}
              onClick={() => ask('invite', ConnectionStatus.InviteSent, ConnectionStatus.Invite)}
            >
              Resend Invite
            </Button>
          )}
        </Box>
      );
    default:
      return null;
  }
}
