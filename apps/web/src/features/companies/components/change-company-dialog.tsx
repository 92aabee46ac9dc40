import type { CompanySummary } from '@docvue/contracts';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { switchCompany } from '../utils/switch-company';

interface ChangeCompanyDialogProps {
  open: boolean;
  onClose: () => void;
  companies: CompanySummary[];
  currentCompanyId: number;
  /** Where choosing leads; the real one leaves the page. */
  onChoose?: (company: CompanySummary) => void;
}

type CloudCompany = CompanySummary & { url: string };
const isCloudWithHost = (c: CompanySummary): c is CloudCompany => c.isCloud && Boolean(c.url?.trim());

/** The host a cloud company's address names ("cloud.docvue.example"), or the address itself. */
function hostOf(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * A searchable list of the user's other companies. Choosing a cloud company goes to its own host
 * (the spec's redirect); the list names that host beside it, so the user knows before choosing
 * that it opens another site.
 */
export function ChangeCompanyDialog({
  open,
  onClose,
  companies,
  currentCompanyId,
  onChoose = (company) => switchCompany(company),
}: ChangeCompanyDialogProps) {
  const [search, setSearch] = useState('');
  const others = useMemo(() => {
    const text = search.trim().toLowerCase();
    return companies
      .filter((c) => c.id !== currentCompanyId)
      .filter((c) => !text || c.name.toLowerCase().includes(text))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [companies, currentCompanyId, search]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="change-company-title">
      <DialogTitle id="change-company-title">Change Company</DialogTitle>
      <DialogContent dividers>
        <TextField
          label="Search companies"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          fullWidth
          size="small"
          autoFocus
        />
        <List aria-label="Companies" sx={{ mt: 1, maxHeight: 360, overflowY: 'auto' }}>
          {others.map((c) => (
            <ListItemButton key={c.id} onClick={() => onChoose(c)}>
              <ListItemText
                primary={c.name}
                secondary={
                  isCloudWithHost(c) ? `Cloud company, at ${hostOf(c.url)}` : c.isCloud ? 'Cloud company' : undefined
                }
              />
              {c.isCloud && (
                <ListItemIcon sx={{ minWidth: 0 }}>
                  <CloudOutlined aria-hidden="true" />
                </ListItemIcon>
              )}
            </ListItemButton>
          ))}
        </List>
        {others.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            No other companies found.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
