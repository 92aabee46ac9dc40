import type { Invitation } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PartnerLogo } from './partner-logo';

/** Who invites: the sender company, its address, e-mail and (masked) tax number. */
export function InvitationSummary({ invitation }: { invitation: Invitation }) {
  const rows: [string, string | null][] = [
    ['Company Address', invitation.companyAddress],
    ['Sender Email', invitation.senderEmail],
    ['Tax Number', invitation.maskedTaxNumber],
  ];
  return (
    <Box component="section" aria-label="Invitation" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <PartnerLogo companyId={invitation.senderCompanyId} companyName={invitation.companyName} />
        <Typography component="h2" variant="h6">
          {invitation.companyName}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}
      >
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
    </Box>
  );
}
