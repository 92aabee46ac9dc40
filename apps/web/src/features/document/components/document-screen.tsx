import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { SplitPane } from '@/components/split-pane';
import { isNotFound } from '@/lib/api-client';
import { messageOf } from '@/lib/notify';
import { useDocument, type DocumentResponse } from '../api/get-document';
import { useMarkRead } from '../api/mark-read';
import type { Viewer } from '../hooks/document-context';
import { useAutoExtraction } from '../hooks/use-auto-extraction';
import { useDocumentScreenState } from '../hooks/use-document-screen-state';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { hasUnsavedEdits } from '../utils/draft';
import { DocumentHeader } from './document-header';
import { DocumentPdf } from './document-pdf';
import { DocumentScreenProvider } from './document-screen-provider';
import { LeaveDialog } from './leave-dialog';
import { LineItemsPane } from './line-items-pane';
import { SidePanel } from './side-panel';

interface DocumentScreenProps {
  id: number;
  /** The company's document type names (DocumentType fields). */
  documentTypeNames: string[];
  /** The signed-in user: signing uses their saved signature; global users may not return documents. */
  viewer: Viewer;
  /** Batch navigation, when stepping through a batch. */
  batch?: ReactNode;
}

/** The Document screen (docs/product/documents.md §2): /documents/{id} and each document of a batch. */
export function DocumentScreen({ id, documentTypeNames, viewer, batch }: DocumentScreenProps) {
  const query = useDocument(id);
  if (query.data) {
    return (
      <LoadedDocument key={id} doc={query.data} documentTypeNames={documentTypeNames} viewer={viewer} batch={batch} />
    );
  }
  if (query.isError) {
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity={isNotFound(query.error) ? 'info' : 'error'} sx={{ mb: 2 }}>
          {isNotFound(query.error) ? 'The document is no longer available' : messageOf(query.error)}
        </Alert>
        <Button component={RouterLink} to="/">
          Home
        </Button>
      </Box>
    );
  }
  return <FullPageSpinner label="Loading the document" />;
}

function useMarkReadOnOpen(id: number) {
  const { mutate } = useMarkRead();
  useEffect(() => {
    mutate(id);
  }, [id, mutate]);
}

function LoadedDocument({
  doc,
  documentTypeNames,
  viewer,
  batch,
}: { doc: DocumentResponse } & Omit<DocumentScreenProps, 'id'>) {
  const navigate = useNavigate();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const state = useDocumentScreenState(doc, documentTypeNames, viewer);
  const [detailsOpen, setDetailsOpen] = useState(false);
  useAutoExtraction(state);
  useMarkReadOnOpen(doc.id);
  const { blocker, allowNext } = useLeaveGuard(hasUnsavedEdits(doc, state.draft));
  const close = () => navigate(`/documentlist/${doc.documentTypeTemplateId}`);
  const lineItems = doc.lineItemsEnabled ? <LineItemsPane /> : null;

  return (
    <DocumentScreenProvider state={state}>
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
        <DocumentHeader
          onClose={close}
          allowNext={allowNext}
          onOpenDetails={isPhone ? () => setDetailsOpen(true) : undefined}
          batch={batch}
        />
        {isPhone ? (
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <DocumentPdf />
          </Box>
        ) : (
          <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
            <Box
              component="section"
              aria-label="Document details"
              sx={{
                width: { md: 360, lg: 420 },
                flexShrink: 0,
                borderRight: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                minHeight: 0,
              }}
            >
              <SidePanel />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>
              {lineItems ? (
                <SplitPane top={<DocumentPdf />} bottom={lineItems} label="Resize line items" />
              ) : (
                <DocumentPdf />
              )}
            </Box>
          </Box>
        )}
      </Box>
      {isPhone && (
        <Drawer
          anchor="right"
          open={detailsOpen}
          onClose={() => setDetailsOpen(false)}
          slotProps={{ paper: { sx: { width: '100%', maxWidth: 480 }, 'aria-label': 'Document details' } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography component="h2" variant="subtitle1" sx={{ flex: 1, px: 1, fontWeight: 500 }}>
              Document details
            </Typography>
            <IconButton aria-label="Close details" onClick={() => setDetailsOpen(false)}>
              <Close />
            </IconButton>
          </Box>
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <SidePanel afterMetadata={lineItems && <Box sx={{ mt: 3, mx: -2 }}>{lineItems}</Box>} />
          </Box>
        </Drawer>
      )}
      <LeaveDialog blocker={blocker} />
    </DocumentScreenProvider>
  );
}
