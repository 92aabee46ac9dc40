import { partyImportLimits, type PartyImportResponse } from '@docvue/contracts';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FileDropZone } from '@/components/file-drop-zone';
import { PageHeading } from '@/components/page-heading';
import { messageOf, notify } from '@/lib/notify';
import { downloadImportTemplate } from '../api/download-import-template';
import { useImportParties } from '../api/import-parties';
import { IMPORT_ACCEPT, importFileProblem } from '../utils/import-file';
import { ImportResultList } from './import-result-list';

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * /admin/parties/import (docs/product/administration.md §2, §5): download the Excel template, upload one csv or Excel file
 * (5 MB at most) with its progress, then the result of every row.
 */
export function PartyImportPage() {
  const importParties = useImportParties();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<PartyImportResponse | null>(null);
  const abort = useRef<AbortController | null>(null);
  const uploading = progress !== null;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(chosen ? importFileProblem(chosen) : null);
  };

  const start = () => {
    if (!file) {
      setProblem('Please select a file');
      return;
    }
    if (problem) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    importParties.mutate(
      { file, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (answer) => setResult(answer),
        onError: (err) => {
          if (!isAbort(err)) notify.error(messageOf(err));
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const again = () => {
    setResult(null);
    setFile(null);
    setProblem(null);
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <>
      <PageHeading>Import Parties</PageHeading>
      {result ? (
        <>
          <ImportResultList result={result} />
          <Button variant="contained" onClick={again} sx={{ mt: 2 }}>
            Upload Another File
          </Button>
        </>
      ) : (
        <Box sx={{ maxWidth: 560, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box>
            <Button
              variant="outlined"
              startIcon={<Download />}
              onClick={() => void downloadImportTemplate().catch((err: unknown) => notify.error(messageOf(err)))}
            >
              Download Excel Template
            </Button>
          </Box>
          <FileDropZone
            file={file}
            onFile={choose}
            accept={IMPORT_ACCEPT}
            maxBytes={partyImportLimits.maxBytes}
            tooLargeMessage="The file is larger than 5 MB."
            error={problem}
          />
          {uploading && (
            <Box>
              {percent < 100 ? (
                <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
              ) : (
                <LinearProgress aria-label="Importing…" />
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} role="status">
                {percent < 100 ? `Uploading… ${percent}%` : 'Importing…'}
              </Typography>
            </Box>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            {uploading ? (
              <Button onClick={() => abort.current?.abort()}>Cancel</Button>
            ) : (
              <Button component={RouterLink} to="/admin/parties">
                Cancel
              </Button>
            )}
            <Button variant="contained" onClick={start} disabled={uploading || problem !== null}>
              Upload
            </Button>
          </Box>
        </Box>
      )}
    </>
  );
}
