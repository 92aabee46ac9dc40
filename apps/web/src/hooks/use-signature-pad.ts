import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import SignaturePad from 'signature_pad';

/** A signature is drawn in black, two pixels wide. */
const PEN = { penColor: 'black', minWidth: 2, maxWidth: 2 } as const;

/**
 * signature_pad on a canvas. The canvas's own pixels follow its shown width and the screen's
 * density, so lines are sharp and land under the finger on a phone (where the pad fills the
 * width); what is drawn is kept when the width changes.
 */
export function useSignaturePad(canvasRef: RefObject<HTMLCanvasElement | null>) {
  const padRef = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, PEN);
    padRef.current = pad;
    let width = -1;
    const fit = () => {
      // A phone's address bar coming and going changes only the height of the window.
      if (canvas.offsetWidth === width) return;
      width = canvas.offsetWidth;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const drawn = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(drawn);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      pad.off();
      padRef.current = null;
    };
  }, [canvasRef]);

  const clear = useCallback(() => padRef.current?.clear(), []);

  /** The drawing as PNG, base64 without the data: prefix; null when nothing is drawn. */
  const toPngBase64 = useCallback((): string | null => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) return null;
    return pad.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
  }, []);

  return useMemo(() => ({ clear, toPngBase64 }), [clear, toPngBase64]);
}
