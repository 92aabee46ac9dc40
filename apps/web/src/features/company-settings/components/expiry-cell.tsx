import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { dateText } from '@/lib/format-value';
import { daysUntil, expiryWarning } from '../utils/expiry';

/** An insurance certificate's expiry, with a warning within 30 days of it or after it. */
export function ExpiryCell({ expiresOn, dateFormat }: { expiresOn: string | null; dateFormat: string }) {
  if (!expiresOn) return null;
  const warning = expiryWarning(daysUntil(expiresOn));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <span>{dateText(expiresOn, dateFormat)}</span>
      {warning && (
        <Chip
          size="small"
          color="warning"
          icon={<WarningAmber aria-hidden="true" />}
          label={warning}
          sx={{ fontWeight: 500 }}
        />
      )}
    </Box>
  );
}
