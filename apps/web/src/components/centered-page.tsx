import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Brand } from '@/components/brand';

/** Pages outside the shell (landing, licence, errors): the brand above one card. */
export function CenteredPage({ children, maxWidth = 440 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Box
      component="main"
      id="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ mb: 3 }}>
        <Brand />
      </Box>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 } }}>
        {children}
      </Paper>
    </Box>
  );
}
