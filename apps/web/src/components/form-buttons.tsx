import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A form's buttons, at its end: right-aligned, wrapping on a phone. */
export function FormButtons({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 2 }}>{children}</Box>;
}
