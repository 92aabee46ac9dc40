import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/**
 * The dashboard of a company without party types (docs/product/documents.md §2): a welcome, and where to set up its
 * trading partners. Parties is an administration page, so only administrators get the link.
 */
export function WelcomeNote({ isAdministrator }: { isAdministrator: boolean }) {
  const parties = isAdministrator ? (
    <Link component={RouterLink} to="/admin/parties">
      Parties
    </Link>
  ) : (
    'Parties'
  );
  return (
    <Paper component="section" variant="outlined" aria-labelledby="dashboard-welcome" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="dashboard-welcome" component="h2" variant="h5" sx={{ mb: 1 }}>
        Welcome to DocVue Exchange
      </Typography>
      <Typography>Please review your third-party connections under {parties}.</Typography>
    </Paper>
  );
}
