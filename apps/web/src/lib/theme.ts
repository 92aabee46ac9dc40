import { createTheme } from '@mui/material/styles';

/** The brand colours of the sign-in pages, so the provider and the app look like one product. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0f4c81', dark: '#0a3660' },
    secondary: { main: '#5b3e96' },
    background: { default: '#f0f4f8' },
  },
  typography: {
    fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});

export const DRAWER_WIDTH = 248;
