import { createTheme } from '@mui/material/styles';

const PRIMARY = '#0f4c81';

/**
 * Where the keyboard is, for everyone who uses one (WCAG 2.2, 2.4.13 Focus Appearance): a 2 px
 * ring in the primary colour (9.6:1 on white, 8.6:1 on the page's grey) around whatever has the
 * focus by keyboard. MUI's own sign — its ripple and a 12 % grey — was nearly invisible. Text
 * fields keep their own, a thicker primary border.
 */
const focusRing = { outline: `2px solid ${PRIMARY}`, outlineOffset: 2 } as const;

/** The brand colours of the sign-in pages, so the provider and the app look like one product. */
export const theme = createTheme({
  palette: {
    primary: { main: PRIMARY, dark: '#0a3660' },
    secondary: { main: '#5b3e96' },
    background: { default: '#f0f4f8' },
  },
  typography: {
    fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiCssBaseline: {
      styleOverrides: {
        // Links, the page's scroll regions and anything else focusable that is not a MUI button or a field.
        'a:focus-visible, [tabindex]:not([tabindex="-1"]):not(input):not(textarea):focus-visible': focusRing,
      },
    },
  },
});

export const DRAWER_WIDTH = 248;
