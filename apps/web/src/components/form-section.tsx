import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FormSectionProps {
  /** The section's heading, which also names it. */
  title: string;
  /** Three columns on large screens as well as two on others. */
  wide?: boolean;
  children: ReactNode;
}

/** A named part of a long form (Company, Primary Address, …): its heading, then its fields in columns. */
export function FormSection({ title, wide = false, children }: FormSectionProps) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 1 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500, mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: wide
            ? { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }
            : { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
