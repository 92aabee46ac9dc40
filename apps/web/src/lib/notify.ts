import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { createElement } from 'react';
import { limits } from '@docvue/contracts';

/** Several messages joined by newlines (the validator's problems) show one per line. */
const lines = (message: string) =>
  message.includes('\n') ? createElement('span', { style: { whiteSpace: 'pre-line' } }, message) : message;

/** The snackbar: messages close after 5000 ms; warnings stay open until closed. */
export const notify = {
  success: (message: string) => enqueueSnackbar(lines(message), { variant: 'success' }),
  info: (message: string) => enqueueSnackbar(lines(message), { variant: 'info' }),
  error: (message: string) => enqueueSnackbar(lines(message), { variant: 'error' }),
  warning: (message: string) => enqueueSnackbar(lines(message), { variant: 'warning', persist: true }),
  close: closeSnackbar,
};

export const SNACKBAR_MS = limits.snackbarMs;

/** What the user is told about a failed call: the server's `error.message`. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}
