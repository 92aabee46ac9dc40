import { matchesFoundText, networkSearchTitle, type NetworkMatch, type NetworkSearchResponse } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { messageOf } from '@/lib/notify';
import { requestOffered, usePartyConnection } from '../hooks/use-party-connection';
import { ConnectionStatusIcon } from './connection-status-icon';

interface NetworkSearchDialogProps {
  /** The search's answer, once it is there. */
  result: NetworkSearchResponse | undefined;
  error: Error | null;
  onClose: () => void;
}

const place = (c: NetworkMatch['company']) => [c.city, c.state].filter(Boolean).join(', ');

/**
 * Find Network Matches (docs/product/administration.md §2): the company's unconnected parties are matched against the
 * companies on the network; each match can be connected, after the due-diligence question.
 */
export function NetworkSearchDialog({ result, error, onClose }: NetworkSearchDialogProps) {
  const connection = usePartyConnection();
  const matches = result?.matches;
  const running = !result && !error;
  const title = matches ? matchesFoundText(matches.length) : networkSearchTitle;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="network-search-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="network-search-title" aria-live="polite">
        {title}
      </DialogTitle>
      <DialogContent>
        {running && <LinearProgress aria-label={networkSearchTitle} />}
        {error && <Alert severity="error">{messageOf(error)}</Alert>}
        {matches && matches.length > 0 && (
          <List aria-label="Matches" disablePadding>
            {matches.map((m) => {
              const status = connection.statusOf(m.party);
              const offered = requestOffered(status);
              return (
                <ListItem
                  key={`${m.party.id}:${m.company.id}`}
                  divider
                  disableGutters
                  sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                >
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {m.party.name} ({m.party.number})
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {`${m.company.name}${place(m.company) ? `, ${place(m.company)}` : ''}`}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {m.matchedBy === 'taxIdentifier' ? 'Matched by Tax Identifier' : 'Matched by name'}
                    </Typography>
                  </Box>
                  {offered?.request === 'connect' ? (
                    <Button
                      variant="outlined"
                      size="small"
                      disabled={connection.isPending(m.party.id)}
                      onClick={() => connection.request(m.party, 'connect')}
                      aria-label={`Connect ${m.party.name} to ${m.company.name}`}
                    >
                      Connect
                    </Button>
                  ) : (
                    <ConnectionStatusIcon status={status} withLabel />
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {connection.dialog}
    </Dialog>
  );
}
