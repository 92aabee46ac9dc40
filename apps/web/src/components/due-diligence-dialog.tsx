import { ConfirmDialog } from '@/components/confirm-dialog';

interface DueDiligenceDialogProps {
  open: boolean;
  busy?: boolean;
  onContinue: () => void;
  onClose: () => void;
}

/**
 * Connecting to a company on the network (and accepting an invitation) first asks the user to
 * agree that due diligence was done on accepting documents from outside parties (docs/product/documents.md §8).
 */
export function DueDiligenceDialog({ open, busy, onContinue, onClose }: DueDiligenceDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Due Diligence"
      message="By continuing, you agree that your company has done its due diligence on accepting documents from outside parties."
      confirmLabel="Continue"
      cancelLabel="Cancel"
      busy={busy}
      onConfirm={onContinue}
      onClose={onClose}
    />
  );
}
