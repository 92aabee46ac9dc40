import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CenteredPage } from '@/components/centered-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAcceptLicence } from '../api/accept-licence';
import { LicenceText } from './licence-text';

interface LicencePageProps {
  userId: number;
  version: string;
  /** After the acceptance is recorded: back to the page the user wanted. */
  onAccepted: () => Promise<void> | void;
  /** Cancel signs out. */
  onCancel: () => void;
}

export function LicencePage({ userId, version, onAccepted, onCancel }: LicencePageProps) {
  useDocumentTitle('End User License Agreement');
  const accept = useAcceptLicence(onAccepted);
  return (
    <CenteredPage maxWidth={720}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
        End User License Agreement
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Version {version}
      </Typography>
      <Box
        tabIndex={0}
        role="region"
        aria-label="License agreement text"
        sx={{ maxHeight: { xs: '55vh', sm: '50vh' }, overflowY: 'auto', my: 2, pr: 1 }}
      >
        <LicenceText />
      </Box>
      <Typography variant="body2" sx={{ mb: 2 }}>
        By choosing Accept you agree to these terms for your use of DocVue Exchange.
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onCancel} disabled={accept.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => accept.mutate({ userId, version })} loading={accept.isPending}>
          Accept
        </Button>
      </Stack>
    </CenteredPage>
  );
}
