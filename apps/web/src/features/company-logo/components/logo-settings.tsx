import { limits, settingsSaved } from '@docvue/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { UploadPanel, useChosenFile } from '@/components/upload-panel';
import { notify } from '@/lib/notify';
import { useCompanyLogo } from '../api/get-logo';
import { useUploadLogo } from '../api/upload-logo';
import { LOGO_ACCEPT, logoFileProblem } from '../utils/logo-file';

/**
 * The Logo tab (docs/product/administration.md §2, §9): the company's logo as everyone sees it, and a new one uploaded. The
 * server fits the image into 250 × 50 pixels; the logo shown here (and in the top bar) is read
 * again after the upload, so it is the result.
 */
export function LogoSettings({ companyId, companyName }: { companyId: number; companyName: string }) {
  const titleId = useId();
  const logo = useCompanyLogo(companyId);
  const uploadLogo = useUploadLogo();
  const chosen = useChosenFile(logoFileProblem);

  const send = () => {
    const file = chosen.toSend();
    if (!file) return;
    uploadLogo.mutate(file, {
      onSuccess: () => {
        notify.success(settingsSaved);
        chosen.clear();
      },
    });
  };

  return (
    <UploadPanel
      chosen={chosen}
      accept={LOGO_ACCEPT}
      maxBytes={limits.legalDocumentMaxBytes}
      tooLargeMessage="The file is larger than 5 MB."
      onUpload={send}
      busy={uploadLogo.isPending}
      uploadLabel={uploadLogo.isPending ? 'Uploading…' : 'Upload'}
    >
      <Typography color="text.secondary">
        {`Your logo shows in the top bar and to your partners. Upload a PNG or JPEG image; it is fitted into ${limits.logoWidth} × ${limits.logoHeight} pixels without being stretched, so a wide image works best.`}
      </Typography>
      <Box component="section" aria-labelledby={titleId}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
          Current logo
        </Typography>
        <Box
          sx={{
            width: limits.logoWidth,
            maxWidth: '100%',
            height: limits.logoHeight,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'common.white',
          }}
        >
          {logo.isPending || (logo.isFetching && uploadLogo.isSuccess) ? (
            <CircularProgress size={20} aria-label="Loading the logo" />
          ) : logo.data ? (
            <Box
              component="img"
              src={logo.data}
              alt={`${companyName} logo`}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '100%' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              No logo yet
            </Typography>
          )}
        </Box>
      </Box>
    </UploadPanel>
  );
}
