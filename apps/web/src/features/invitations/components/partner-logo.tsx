import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { usePartnerLogo } from '../api/get-partner-logo';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w.match(/[A-Za-z0-9]/)![0]!.toUpperCase())
    .join('');

/** A partner's logo (at most 120×40 here), or its initials while it has none. */
export function PartnerLogo({ companyId, companyName }: { companyId: number; companyName: string }) {
  const logo = usePartnerLogo(companyId);
  if (logo.data) {
    return (
      <Box
        component="img"
        src={logo.data}
        alt={`${companyName} logo`}
        sx={{ display: 'block', maxWidth: 120, maxHeight: 40, width: 'auto', height: 'auto' }}
      />
    );
  }
  // The name is beside it; the initials only stand in for the picture.
  return (
    <Avatar aria-hidden="true" sx={{ width: 40, height: 40, fontSize: '1rem', bgcolor: 'primary.main' }}>
      {initialsOf(companyName)}
    </Avatar>
  );
}
