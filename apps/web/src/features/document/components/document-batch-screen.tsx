import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useBatchDocumentIds } from '../api/get-batch-document-ids';
import type { Viewer } from '../hooks/document-context';
import { DocumentScreen } from './document-screen';

/** /documents/batch/{batchName}: the documents uploaded together, one after the other. */
export function DocumentBatchScreen({
  batchName,
  documentTypeNames,
  viewer,
}: {
  batchName: string;
  documentTypeNames: string[];
  viewer: Viewer;
}) {
  const ids = useBatchDocumentIds(batchName);
  const [params, setParams] = useSearchParams();
  if (ids.isPending) return <FullPageSpinner label="Loading the documents" />;
  const list = ids.data ?? [];
  if (list.length === 0) {
    return (
      <Alert severity="info" sx={{ m: 3 }}>
        The document is no longer available
      </Alert>
    );
  }
  const index = Math.min(list.length, Math.max(1, Number(params.get('document')) || 1));
  const go = (n: number) => setParams({ document: String(n) });
  const navigator = (
    <Box role="group" aria-label="Batch" sx={{ display: 'flex', alignItems: 'center' }}>
      <IconButton aria-label="Previous document" disabled={index <= 1} onClick={() => go(index - 1)} size="small">
        <ChevronLeft />
      </IconButton>
      <Typography variant="body2">
        Document {index} of {list.length}
      </Typography>
      <IconButton aria-label="Next document" disabled={index >= list.length} onClick={() => go(index + 1)} size="small">
        <ChevronRight />
      </IconButton>
    </Box>
  );
  const id = list[index - 1]!;
  return <DocumentScreen key={id} id={id} documentTypeNames={documentTypeNames} viewer={viewer} batch={navigator} />;
}
