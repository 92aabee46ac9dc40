import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

interface DialogShellProps {
  /** Open unless told (a dialog its parent mounts only while it shows). */
  open?: boolean;
  title: ReactNode;
  /** The paper's width: the general dialog width is 390 (docs/product/documents.md §9). */
  width?: number;
  onClose: DialogProps['onClose'];
  /** Lines above and below the content (a list that scrolls). */
  dividers?: boolean;
  /** The content, given the id of the element that describes the dialog to assistive technology. */
  children: (descriptionId: string) => ReactNode;
  /** The buttons. */
  actions: ReactNode;
}

/** A small dialog: its title and description named to assistive technology, its content, its buttons. */
export function DialogShell({
  open = true,
  title,
  width = 390,
  onClose,
  dividers,
  children,
  actions,
}: DialogShellProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent dividers={dividers}>{children(`${id}-description`)}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
