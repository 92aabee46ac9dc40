import Box from '@mui/material/Box';
import { PageHeading } from '@/components/page-heading';
import { JoinRequestsList } from './join-requests-list';

/** /joinrequests inside the app: the companies that ask the person to join them. */
export function JoinRequestsPage() {
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeading>Requests to Join</PageHeading>
      <JoinRequestsList />
    </Box>
  );
}
