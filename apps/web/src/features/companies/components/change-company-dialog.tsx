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
import { cloudRepositoryUrl } from '@/lib/redirect';
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
 * A searchable list of the user's other companies. A cloud company is not opened here: it lives on
 * a host of its own, so the dialog first says where (the spec's redirect would otherwise drop the
 * user on another site, or an address their network cannot reach, without a word) and offers the
 * way there.
 */
export function ChangeCompanyDialog({
  open,
  onClose,
  companies,
  currentCompanyId,
  onChoose = (company) => switchCompany(company),
}: ChangeCompanyDialogProps) {
  const [search, setSearch] = useState('');
  const [elsewhere, setElsewhere] = useState<CloudCompany | null>(null);
  const others = useMemo(() => {
    const text = search.trim().toLowerCase();
    return companies
      .filter((c) => c.id !== currentCompanyId)
      .filter((c) => !text || c.name.toLowerCase().includes(text))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [companies, currentCompanyId, search]);

  const close = () => {
    setElsewhere(null);
    onClose();
  };

  if (elsewhere) {
    const host = hostOf(elsewhere.url);
    return (
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="change-company-title">
        <DialogTitle id="change-company-title">Change Company</DialogTitle>
        <DialogContent dividers>
          <Typography sx={{ fontWeight: 500 }}>{elsewhere.name} is hosted on its own site</Typography>
          <Typography sx={{ mt: 1 }}>
            Its documents, users and connections are kept at {host}, not here. Open it there and sign in with this
            account; this site stays as it is.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setElsewhere(null)}>Back</Button>
          <Button variant="contained" href={cloudRepositoryUrl(elsewhere.url)}>
            Go to {host}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="change-company-title">
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
            <ListItemButton key={c.id} onClick={() => (isCloudWithHost(c) ? setElsewhere(c) : onChoose(c))}>
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
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
