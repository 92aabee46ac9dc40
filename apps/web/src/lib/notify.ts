import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { limits } from '@docvue/contracts';

/** The snackbar: messages close after 5000 ms; warnings stay open until closed. */
export const notify = {
  success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
  info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
  warning: (message: string) => enqueueSnackbar(message, { variant: 'warning', persist: true }),
  close: closeSnackbar,
};

export const SNACKBAR_MS = limits.snackbarMs;

/** What the user is told about a failed call: the server's `error.message`. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}
