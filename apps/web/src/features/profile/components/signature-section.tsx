import { signatureMessages } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { messageOf, notify } from '@/lib/notify';
import { useSignature } from '@/lib/user-signature';
import { useSaveSignature } from '../api/save-signature';
import { useSignaturePad } from '@/hooks/use-signature-pad';

/** The pad is as wide as the page allows (the whole width on a phone). */
const PAD_MAX_WIDTH = 600;

/**
 * The user's signature (used to sign division orders): the one saved, and a pad to draw a new one
 * with Clear and Save. A first signature is added (POST), a later one replaces it (PUT).
 */
export function SignatureSection({ userId }: { userId: number }) {
  const id = useId();
  const saved = useSignature(userId);
  const save = useSaveSignature();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pad = useSignaturePad(canvasRef);
  const [problem, setProblem] = useState<string | null>(null);
  const image = saved.data?.signatureImageAsBase64 ?? null;

  const submit = () => {
    const png = pad.toPngBase64();
    if (!png) {
      setProblem(signatureMessages.empty);
      return;
    }
    setProblem(null);
    save.mutate(
      { userId, signatureImageAsBase64: png, replace: image !== null },
      {
        onSuccess: () => {
          pad.clear();
          notify.success('Signature saved');
        },
      },
    );
  };

  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mt: 4, maxWidth: PAD_MAX_WIDTH }}>
      <Typography id={`${id}-heading`} component="h2" variant="h6" sx={{ mb: 1 }}>
        Signature
      </Typography>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        Saved signature
      </Typography>
      <Box sx={{ minHeight: 48, mb: 2 }}>
        {saved.isPending && <CircularProgress size={24} aria-label="Loading your signature" />}
        {saved.isError && <Alert severity="error">{messageOf(saved.error)}</Alert>}
        {saved.isSuccess &&
          (image ? (
            <Box
              component="img"
              src={`data:image/png;base64,${image}`}
              alt="Your saved signature"
              sx={{ display: 'block', maxWidth: '100%', maxHeight: 120, bgcolor: 'common.white' }}
            />
          ) : (
            <Typography color="text.secondary">No signature saved yet</Typography>
          ))}
      </Box>
      <Typography component="h3" variant="subtitle2" id={`${id}-pad-label`} sx={{ mb: 0.5 }}>
        Draw a new signature
      </Typography>
      <Typography variant="body2" color="text.secondary" id={`${id}-pad-help`} sx={{ mb: 1 }}>
        Sign in the box with a mouse, a finger or a pen.
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-labelledby={`${id}-pad-label`}
        aria-describedby={`${id}-pad-help`}
        sx={{
          display: 'block',
          width: '100%',
          height: { xs: 160, sm: 200 },
          border: 1,
          borderColor: problem ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'common.white',
          touchAction: 'none',
        }}
      />
      {problem && (
        <FormHelperText error role="alert">
          {problem}
        </FormHelperText>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
        <Button
          onClick={() => {
            pad.clear();
            setProblem(null);
          }}
          disabled={save.isPending}
          aria-label="Clear signature"
        >
          Clear
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending} aria-label="Save signature">
          Save
        </Button>
      </Box>
    </Box>
  );
}
