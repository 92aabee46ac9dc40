import type { KeyboardEvent } from 'react';

/**
 * Enter on a button that opens the file picker: in Chromium Space opened it and Enter did not
 * (docs/history.md §28). Opening it in the keydown itself, a user activation, works; the default
 * click is then not sent, so the picker opens once.
 */
export function openPickerOnEnter(event: KeyboardEvent, open: () => void) {
  if (event.key !== 'Enter' || event.repeat) return;
  event.preventDefault();
  open();
}
