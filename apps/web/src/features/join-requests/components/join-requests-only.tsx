import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CenteredPage } from '@/components/centered-page';
import { useLogout } from '@/lib/auth';
import { JoinRequestsList } from './join-requests-list';

/**
 * A person with no company yet (removed from their last one, or whose address a company asked)
 * whom companies ask to join: the requests instead of 'Not authorized'. Accepting one opens the app.
 */
export function JoinRequestsOnly() {
  const logout = useLogout();
  return (
    <CenteredPage maxWidth={560}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Requests to Join
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        You do not work for a company on DocVue Exchange yet. These companies ask you to join them.
      </Typography>
      <JoinRequestsList />
      <Button sx={{ mt: 3 }} onClick={() => void logout()}>
        Logout
      </Button>
    </CenteredPage>
  );
}
