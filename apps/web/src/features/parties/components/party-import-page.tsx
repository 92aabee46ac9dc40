import { partyImportLimits, type PartyImportResponse } from '@docvue/contracts';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { PageHeading } from '@/components/page-heading';
import { UploadPanel, useChosenFile, useFileUpload } from '@/components/upload-panel';
import { messageOf, notify } from '@/lib/notify';
import { downloadImportTemplate } from '../api/download-import-template';
import { useImportParties } from '../api/import-parties';
import { IMPORT_ACCEPT, importFileProblem } from '../utils/import-file';
import { ImportResultList } from './import-result-list';

/**
 * /admin/parties/import (docs/product/administration.md §2, §5): download the Excel template, upload one csv or Excel file
 * (5 MB at most) with its progress, then the result of every row.
 */
export function PartyImportPage() {
  const upload = useFileUpload(useImportParties());
  const chosen = useChosenFile(importFileProblem);
  const [result, setResult] = useState<PartyImportResponse | null>(null);

  const start = () => {
    const file = chosen.toSend();
    if (file) upload.start(file, setResult);
  };
  const again = () => {
    setResult(null);
    chosen.clear();
  };

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
        <UploadPanel
          chosen={chosen}
          accept={IMPORT_ACCEPT}
          maxBytes={partyImportLimits.maxBytes}
          tooLargeMessage="The file is larger than 5 MB."
          onUpload={start}
          upload={{ ...upload, finishing: 'Importing…' }}
          cancelTo="/admin/parties"
        >
          <Box>
            <Button
              variant="outlined"
              startIcon={<Download />}
              onClick={() => void downloadImportTemplate().catch((err: unknown) => notify.error(messageOf(err)))}
            >
              Download Excel Template
            </Button>
          </Box>
        </UploadPanel>
      )}
    </>
  );
}
