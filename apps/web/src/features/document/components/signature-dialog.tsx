import { signingMessages } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useImperativeHandle, useRef, useState, type RefObject } from 'react';
import { useSignaturePad } from '@/hooks/use-signature-pad';
import { useSignature } from '@/lib/user-signature';
import type { SignaturePlacement } from '../utils/signature-area';

/** The pad is at most this tall; its width follows the placed box's shape. */
const PAD_MAX_HEIGHT = 240;

type Source = 'saved' | 'draw';
type PadHandle = ReturnType<typeof useSignaturePad>;

interface SignatureDialogProps {
  open: boolean;
  userId: number;
  placement: SignaturePlacement | null;
  busy: boolean;
  onClose: () => void;
  /** The chosen signature, PNG as base64 without the data: prefix. */
  onSign: (imageAsBase64: string) => void;
}

/**
 * The signature dialog (docs/product/documents.md §4, §9): draw a signature on a pad shaped like the placed box
 * (black, two pixels wide), or use the one saved on the profile. Accepting signs and returns.
 */
export function SignatureDialog({ open, userId, placement, busy, onClose, onSign }: SignatureDialogProps) {
  const id = useId();
  const saved = useSignature(userId);
  const image = saved.data?.signatureImageAsBase64 ?? null;
  const [chosen, setChosen] = useState<Source | null>(null);
  const source: Source = chosen ?? (image ? 'saved' : 'draw');
  const pad = useRef<PadHandle | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const accept = () => {
    const png = source === 'saved' ? image : (pad.current?.toPngBase64() ?? null);
    if (!png) {
      setProblem(signingMessages.signatureRequired);
      return;
    }
    setProblem(null);
    onSign(png);
  };

  const close = () => {
    if (busy) return;
    setProblem(null);
    setChosen(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Sign and Return</DialogTitle>
      <DialogContent>
        {placement && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Your signature goes in the box you placed on page {placement.page}.
          </Typography>
        )}
        <Tabs
          value={source}
          onChange={(_e, v: Source) => {
            setChosen(v);
            setProblem(null);
          }}
          aria-label="Signature"
          sx={{ mb: 2 }}
        >
          <Tab value="saved" label="Saved signature" disabled={!image} id={`${id}-saved`} />
          <Tab value="draw" label="Draw" id={`${id}-draw`} />
        </Tabs>
        {saved.isPending && <CircularProgress size={24} aria-label="Loading your signature" />}
        {source === 'saved' && image && (
          <Box
            component="img"
            src={`data:image/png;base64,${image}`}
            alt="Your saved signature"
            sx={{ display: 'block', maxWidth: '100%', maxHeight: PAD_MAX_HEIGHT, bgcolor: 'common.white' }}
          />
        )}
        {source === 'draw' && (
          <DrawPad
            handle={pad}
            aspect={placement ? placement.area.width / placement.area.height : 1.5}
            invalid={problem !== null}
            labelId={`${id}-pad`}
            onChange={() => setProblem(null)}
          />
        )}
        {problem && (
          <FormHelperText error role="alert">
            {problem}
          </FormHelperText>
        )}
        {!saved.isPending && !image && (
          <Alert severity="info" role="note" sx={{ mt: 2 }}>
            Save a signature on your profile to sign with it next time.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={accept}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden="true" /> : undefined}
        >
          Sign and Return
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A pad of its own so signature_pad starts when the canvas exists (the tab is open). */
function DrawPad({
  handle,
  aspect,
  invalid,
  labelId,
  onChange,
}: {
  handle: RefObject<PadHandle | null>;
  aspect: number;
  invalid: boolean;
  labelId: string;
  onChange: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pad = useSignaturePad(canvasRef);
  useImperativeHandle(handle, () => pad, [pad]);
  return (
    <>
      <Typography variant="body2" id={labelId} sx={{ mb: 1 }}>
        Sign in the box with a mouse or a pen.
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-labelledby={labelId}
        data-testid="signature-pad"
        onPointerUp={onChange}
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: PAD_MAX_HEIGHT * aspect,
          aspectRatio: String(aspect),
          border: 1,
          borderColor: invalid ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'common.white',
          touchAction: 'none',
        }}
      />
      <Button size="small" onClick={() => pad.clear()} sx={{ mt: 1 }} aria-label="Clear signature">
        Clear
      </Button>
    </>
  );
}
