import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCompanyLogo } from '../api/get-logo';

/** The selected company's logo (250×50 at most), or its name while it has none. */
export function CompanyLogo({ companyId, companyName }: { companyId: number; companyName: string }) {
  const logo = useCompanyLogo(companyId);
  if (logo.data) {
    return (
      <Box
        component="img"
        src={logo.data}
        alt={`${companyName} logo`}
        sx={{
          display: 'block',
          maxWidth: 250,
          maxHeight: 50,
          width: 'auto',
          height: 'auto',
          bgcolor: 'common.white',
          borderRadius: 1,
          p: 0.5,
        }}
      />
    );
  }
  return (
    <Typography component="span" sx={{ fontWeight: 500 }} noWrap title={companyName}>
      {companyName}
    </Typography>
  );
}
