import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCompanyLogo } from '../api/get-logo';

/**
 * The selected company in the top bar: its name, always, and its logo beside it once it has one.
 * The logo never stands in for the name: the server fits every logo into 250 × 50 on a transparent
 * ground, so a square or a light one reads as an empty white box at the top bar's height, and a
 * phone has no room for it beside the name (it shows from the `sm` breakpoint up).
 */
export function CompanyLogo({ companyId, companyName }: { companyId: number; companyName: string }) {
  const logo = useCompanyLogo(companyId);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {logo.data && (
        <Box
          component="img"
          src={logo.data}
          // The name follows: the picture adds nothing a screen reader should say twice.
          alt=""
          // 40 px high, so 200 wide: the server's box is 250 × 50.
          sx={{ display: { xs: 'none', sm: 'block' }, height: 40, bgcolor: 'common.white', borderRadius: 1 }}
        />
      )}
      <Typography component="span" sx={{ fontWeight: 500, minWidth: 0 }} noWrap title={companyName}>
        {companyName}
      </Typography>
    </Box>
  );
}
