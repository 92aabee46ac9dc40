import type { Blocker } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** Leaving with unsaved edits asks first. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Unsaved changes"
      message="Your changes to this document are not saved. Leave without saving them?"
      confirmLabel="Leave"
      cancelLabel="Stay"
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
