import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ErrorPage } from '@/components/error-page';
import { theme } from '@/lib/theme';

/** The configuration could not be read: nothing else can start. */
export function StartupError() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorPage actionLabel="Try again" onAction={() => window.location.reload()} />
    </ThemeProvider>
  );
}
