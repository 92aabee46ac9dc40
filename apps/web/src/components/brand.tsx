import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The product mark of the sign-in pages, drawn inline (nothing fetched from outside). */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="6" fill="#0f4c81" />
      <path d="M8 7h7a6 6 0 0 1 0 12h-2v3H8zM13 11v4h2a2 2 0 0 0 0-4z" fill="#fff" />
    </svg>
  );
}

export function Brand({ color = 'primary.main' }: { color?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <BrandMark />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', color }}>
        DocVue Exchange
      </Typography>
    </Box>
  );
}
