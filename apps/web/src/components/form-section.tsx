import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormGrid } from './form-grid';

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
      <FormGrid wide={wide}>{children}</FormGrid>
    </Box>
  );
}
