import { vi } from 'vitest';

/** A tiny PNG ("iVBORw0KGgo" is the PNG signature), as a canvas would give it. */
export const drawnPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

/**
 * jsdom has no canvas: this stands in for the browser's 2D context (the calls signature_pad makes,
 * recorded) and `toDataURL`, so the pad runs as in a browser. Only the browser API is replaced.
 */
export function stubCanvas() {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (..._args: unknown[]) => {
      calls.push(name);
    };
  const context = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    globalCompositeOperation: 'source-over',
    arc: record('arc'),
    beginPath: record('beginPath'),
    clearRect: record('clearRect'),
    closePath: record('closePath'),
    drawImage: record('drawImage'),
    fill: record('fill'),
    fillRect: record('fillRect'),
    lineTo: record('lineTo'),
    moveTo: record('moveTo'),
    restore: record('restore'),
    save: record('save'),
    scale: record('scale'),
    stroke: record('stroke'),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => `data:image/png;base64,${drawnPng}`);
  return { context, calls };
}
