import type { CompanySummary } from '@docvue/contracts';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { DialogShell } from '@/components/dialog-shell';

interface ChooseCompanyDialogProps {
  open: boolean;
  companies: CompanySummary[];
  onChoose: (company: CompanySummary) => void;
  onClose: () => void;
}

/** Which of the user's companies takes an e-mailed invitation. */
export function ChooseCompanyDialog({ open, companies, onChoose, onClose }: ChooseCompanyDialogProps) {
  return (
    <DialogShell
      open={open}
      title="Choose Company"
      onClose={onClose}
      dividers
      actions={<Button onClick={onClose}>Cancel</Button>}
    >
      {(descriptionId) => (
        <>
          <DialogContentText id={descriptionId}>
            Which company do you want to take the invitation into?
          </DialogContentText>
          <List aria-label="Companies" sx={{ maxHeight: 360, overflowY: 'auto' }}>
            {companies.map((c) => (
              <ListItemButton key={c.id} onClick={() => onChoose(c)}>
                <ListItemText primary={c.name} />
              </ListItemButton>
            ))}
          </List>
        </>
      )}
    </DialogShell>
  );
}
