import type { Party } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { requestOffered, usePartyConnection } from '../hooks/use-party-connection';
import { ConnectionStatusIcon } from './connection-status-icon';

interface PartyConnectionWidgetProps {
  party: Party;
  /** Whether the user may connect and invite. */
  canConnect: boolean;
}

/** The Party form's connection status, with Connect, Invite or Resend Invite (spec §2, §4). */
export function PartyConnectionWidget({ party, canConnect }: PartyConnectionWidgetProps) {
  const connection = usePartyConnection();
  const status = connection.statusOf(party);
  const offered = canConnect ? requestOffered(status) : null;
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
      {connection.dialog}
    </Box>
  );
}
