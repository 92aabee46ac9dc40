import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Read by screen readers, not shown. */
const hidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * Text for screen readers only (a column header of icon buttons, a live message). A `div` holds
 * block content such as a table, which hidden by itself would still widen the page (a table
 * never gets narrower than its content).
 */
export function VisuallyHidden({ children, component = 'span' }: { children: ReactNode; component?: 'span' | 'div' }) {
  return (
    <Box component={component} sx={hidden}>
      {children}
    </Box>
  );
}
