import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRecordWelcomeDisplayed } from '../api/record-welcome-displayed';

export const LEGAL_DOCUMENTS_PATH = '/admin/settings/legalDocuments';

/** Greets an administrator and offers to complete the company's profile. */
export function WelcomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const record = useRecordWelcomeDisplayed();
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const finish = (then?: () => void) => () => {
    if (dontShowAgain) record.mutate();
    onClose();
    then?.();
  };

  return (
    <Dialog open={open} onClose={finish()} maxWidth="xs" fullWidth aria-labelledby="welcome-title">
      <DialogTitle id="welcome-title">Welcome to DocVue Exchange</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1.5 }}>
          Your trading partners recognise you faster when your company profile is complete.
        </Typography>
        <Typography sx={{ mb: 1.5 }}>
          Would you like to upload your company logo, your W9 and your insurance certificate now?
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={dontShowAgain} onChange={(e) => setDontShowAgain(e.target.checked)} />}
          label="Do not show this message again"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={finish()}>Skip for now</Button>
        <Button variant="contained" onClick={finish(() => navigate(LEGAL_DOCUMENTS_PATH))}>
          Take me there
        </Button>
      </DialogActions>
    </Dialog>
  );
}
