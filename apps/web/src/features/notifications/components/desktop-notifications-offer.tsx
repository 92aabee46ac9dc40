import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useDesktopNotificationsOffer } from '../hooks/use-desktop-notifications';

/** Offers, once, to show new notifications on the desktop; the browser asks only after "Turn on". */
export function DesktopNotificationsOffer() {
  const offer = useDesktopNotificationsOffer();
  if (!offer.show) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center' } }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={() => void offer.accept()}>
            Turn on
          </Button>
          <Button color="inherit" size="small" onClick={offer.decline}>
            Not now
          </Button>
        </Stack>
      }
    >
      Show new notifications on your desktop while DocVue Exchange is open?
    </Alert>
  );
}
