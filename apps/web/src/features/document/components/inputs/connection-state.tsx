import { ConnectionStatus, connectionStatusLabels, type ConnectionStatusId } from '@docvue/contracts';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import MailOutline from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { DueDiligenceDialog } from '@/components/due-diligence-dialog';
import { messageOf, notify } from '@/lib/notify';
import { useRequestConnection, type ConnectionRequest } from '../../api/party-connection';

interface ConnectionStateProps {
  partyId: number;
  partyName: string;
  /** The party's first e-mail, which Resend Invite sends the invitation to. */
  email?: string;
  status: number;
  /** The sender of an editable document may connect and invite. */
  actionable: boolean;
}

/**
 * A party's place on the network (docs/product/documents.md §2, §4): Connect for a company on the network, Invite for
 * one that is not, Connected, Connecting ('Waiting for other party to accept'), and Invite sent
 * with Resend Invite on hover. Connect first asks the due-diligence question. Asking flips the
 * state at once and puts it back, with the server's message, when the call fails.
 */
export function ConnectionState({ partyId, partyName, email, status, actionable }: ConnectionStateProps) {
  const [shown, setShown] = useState(status as ConnectionStatusId);
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useRequestConnection();

  const ask = (request: ConnectionRequest, now: ConnectionStatusId, onFailure: ConnectionStatusId) => {
    setShown(now);
    mutate(
      { partyId, request, email },
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
      if (!actionable) return <Chip size="small" variant="outlined" label={`Not connected (${label})`} />;
      const connect = shown === ConnectionStatus.Connect;
      return (
        <>
          <Button
            size="small"
            variant="outlined"
            disabled={isPending}
            onClick={() =>
              connect ? setConfirming(true) : ask('invite', ConnectionStatus.InviteSent, ConnectionStatus.Invite)
            }
            aria-label={`${label} ${partyName}`}
          >
            {label}
          </Button>
          {connect && (
            <DueDiligenceDialog
              open={confirming}
              onClose={() => setConfirming(false)}
              onContinue={() => {
                setConfirming(false);
                ask('connect', ConnectionStatus.Connecting, ConnectionStatus.Connect);
              }}
            />
          )}
        </>
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
              // A failed resend leaves the first invitation as it was.
              onClick={() => ask('resend', ConnectionStatus.InviteSent, ConnectionStatus.InviteSent)}
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
