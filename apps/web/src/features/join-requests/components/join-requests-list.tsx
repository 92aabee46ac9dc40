import type { JoinRequest } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayDate } from '@/lib/format-value';
import { messageOf } from '@/lib/notify';
import { useDateFormat } from '@/lib/personalization';
import { useAcceptJoinRequest, useDeclineJoinRequest, useJoinRequests } from '../api/join-requests';

function RequestCard({ request }: { request: JoinRequest }) {
  const accept = useAcceptJoinRequest(request.companyName);
  const decline = useDeclineJoinRequest();
  const dateFormat = useDateFormat();
  const busy = accept.isPending || decline.isPending;
  const headingId = `join-${request.companyId}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {request.companyName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {request.requestedBy ? `${request.requestedBy} asks` : 'Asks'} you to join as {request.roles.join(', ')} ·{' '}
          {displayDate(request.createdAt, dateFormat)}
        </Typography>
        {request.reason && (
          <Alert severity="info" sx={{ mt: 1.5 }}>
            {request.reason}
          </Alert>
        )}
        {(accept.isError || decline.isError) && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {messageOf(accept.error ?? decline.error)}
          </Alert>
        )}
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          disabled={busy || !request.canAccept}
          onClick={() => accept.mutate(request.companyId)}
        >
          Accept
        </Button>
        <Button disabled={busy} onClick={() => decline.mutate(request.companyId)}>
          Decline
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * The companies that ask the signed-in person to join them: nothing of a company reaches the
 * person, nor anything of the person the company, until they accept here.
 */
export function JoinRequestsList() {
  const requests = useJoinRequests();
  if (requests.isPending) return <LinearProgress aria-label="Loading the requests" />;
  if (requests.isError) return <Alert severity="error">{messageOf(requests.error)}</Alert>;
  if (requests.data.length === 0) {
    return <Typography color="text.secondary">No company asks you to join it.</Typography>;
  }
  return (
    <Stack spacing={2}>
      {requests.data.map((r) => (
        <RequestCard key={r.companyId} request={r} />
      ))}
    </Stack>
  );
}
