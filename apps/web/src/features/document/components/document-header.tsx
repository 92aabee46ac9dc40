import Close from '@mui/icons-material/Close';
import EditNote from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, type ReactNode } from 'react';
import { useFocusOnArrival } from '@/components/page-heading';
import { RouteStatusChip } from '@/components/route-status-chip';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useDocumentScreen } from '../hooks/document-context';
import { DocumentActions } from './document-actions';
import { SealStatus } from './seal-status';

interface DocumentHeaderProps {
  onClose: () => void;
  allowNext: () => void;
  /** On a phone: opens the side drawer where editing happens. */
  onOpenDetails?: () => void;
  /** Batch navigation, when stepping through a batch. */
  batch?: ReactNode;
}

/** Close, the document's name and status, and its actions. */
export function DocumentHeader({ onClose, allowNext, onOpenDetails, batch }: DocumentHeaderProps) {
  const { doc, editable } = useDocumentScreen();
  useDocumentTitle(doc.fileName);
  // The editor opened from a dialog (Send) or a list left the focus on the page body: it starts at the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  const parties = doc.side === 'sender' ? doc.receivingParty?.name : doc.senderCompany.name;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1,
        px: { xs: 1, sm: 2 },
        py: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tooltip title="Close document">
        <IconButton aria-label="Close document" onClick={onClose} edge="start">
          <Close />
        </IconButton>
      </Tooltip>
      <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
        <Typography
          ref={heading}
          component="h1"
          variant="h6"
          tabIndex={-1}
          sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {doc.fileName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {doc.documentTypeName}
          {parties ? ` · ${doc.side === 'sender' ? 'to' : 'from'} ${parties}` : ''}
        </Typography>
      </Box>
      <RouteStatusChip statusId={doc.routeStatusId} />
      <SealStatus />
      {batch}
      {onOpenDetails && (
        <Button size="small" variant="outlined" startIcon={<EditNote />} onClick={onOpenDetails}>
          {editable ? 'Edit details' : 'Details'}
        </Button>
      )}
      <DocumentActions allowNext={allowNext} />
    </Box>
  );
}
