import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';

/** A rejected document shows why, as a warning titled 'Rejection Reason' (docs/product/documents.md §2). */
export function RejectionReason({ reason, details }: { reason: string; details?: ReactNode }) {
  return (
    <Alert severity="warning" role="note" aria-labelledby="rejection-reason-title" sx={{ mb: 2 }}>
      <AlertTitle id="rejection-reason-title">Rejection Reason</AlertTitle>
      <span style={{ whiteSpace: 'pre-wrap' }}>{reason}</span>
      {details && <div>{details}</div>}
    </Alert>
  );
}
