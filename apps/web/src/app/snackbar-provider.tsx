import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { closeSnackbar, MaterialDesignContent, SnackbarProvider, type CustomContentProps } from 'notistack';
import { forwardRef, type ReactNode } from 'react';
import { SNACKBAR_MS } from '@/lib/notify';

/** Warnings are alerts that stay open until the user closes them. */
const WarningAlert = forwardRef<HTMLDivElement, CustomContentProps>(function WarningAlert({ id, message }, ref) {
  return (
    <Alert ref={ref} severity="warning" variant="filled" onClose={() => closeSnackbar(id)} sx={{ maxWidth: 560 }}>
      {message}
    </Alert>
  );
});

/**
 * notistack's own green and blue give white text a contrast of about 3:1; the theme's dark
 * shades pass WCAG AA (4.5:1).
 */
const ReadableContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.dark },
}));

export function AppSnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      autoHideDuration={SNACKBAR_MS}
      maxSnack={3}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={{ success: ReadableContent, info: ReadableContent, warning: WarningAlert }}
      action={(key) => (
        <IconButton size="small" color="inherit" aria-label="Close" onClick={() => closeSnackbar(key)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    >
      {children}
    </SnackbarProvider>
  );
}
