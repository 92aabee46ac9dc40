import type { CompanySummary } from '@docvue/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';

interface ChooseCompanyDialogProps {
  open: boolean;
  companies: CompanySummary[];
  onChoose: (company: CompanySummary) => void;
  onClose: () => void;
}

/** Which of the user's companies takes an e-mailed invitation. */
export function ChooseCompanyDialog({ open, companies, onChoose, onClose }: ChooseCompanyDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      slotProps={{ paper: { sx: { width: 390, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={`${id}-title`}>Choose Company</DialogTitle>
      <DialogContent dividers>
        <DialogContentText id={`${id}-message`}>
          Which company do you want to take the invitation into?
        </DialogContentText>
        <List aria-label="Companies" sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {companies.map((c) => (
            <ListItemButton key={c.id} onClick={() => onChoose(c)}>
              <ListItemText primary={c.name} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
