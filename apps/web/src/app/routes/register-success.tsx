import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { CenteredPage } from '@/components/centered-page';
import { PageHeading } from '@/components/page-heading';

const setPasswordUrlOf = (state: unknown): string | null => {
  const url = (state as { setPasswordUrl?: unknown } | null)?.setPasswordUrl;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
};

/**
 * After the sign-up (docs/product/documents.md §2: 'Please check your email for further instructions'). A company that
 * registered with the invitation's link to the very address it registered may choose the
 * administrator's password at once: the link went to that address, so no mail is needed.
 */
export function RegisterSuccessRoute() {
  const setPasswordUrl = setPasswordUrlOf(useLocation().state);
  return (
    <CenteredPage>
      <PageHeading>Please check your email for further instructions</PageHeading>
      {setPasswordUrl && (
        <Typography sx={{ mb: 2 }}>
          You registered with the address your invitation was sent to: you may choose your password now.
        </Typography>
      )}
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        {setPasswordUrl && (
          <Button variant="contained" href={setPasswordUrl}>
            Choose your password
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to="/landingpage">
          Login
        </Button>
      </Stack>
    </CenteredPage>
  );
}
