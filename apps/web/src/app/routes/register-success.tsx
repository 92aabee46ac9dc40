import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CenteredPage } from '@/components/centered-page';
import { PageHeading } from '@/components/page-heading';

/**
 * After the sign-up (docs/product/administration.md §2: 'Please check your email for further instructions'). The
 * administrator chooses a password only from the link mailed to the address registered: a mailbox
 * is proven only by a link mailed to it, even when the company registered with an invitation's link.
 */
export function RegisterSuccessRoute() {
  return (
    <CenteredPage>
      <PageHeading>Please check your email for further instructions</PageHeading>
      <Typography sx={{ mb: 2 }}>
        We sent a link to the address you registered with: open it to choose your password, then sign in.
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" component={RouterLink} to="/landingpage">
          Login
        </Button>
      </Stack>
    </CenteredPage>
  );
}
