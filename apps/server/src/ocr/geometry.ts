import type { OcrQuad, OcrWord } from '@docvue/contracts';

/** An axis-aligned box in page units, top-left origin: x0 < x1, y0 < y1. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Two decimals are a hundredth of a point: far below what a click can hit, and half the JSON. */
const round = (n: number) => Math.round(n * 100) / 100;

/** Corners clockwise from the top-left, as the wire format has them. */
export function quadOf(b: Box): OcrQuad {
  const [x0, y0, x1, y1] = [round(b.x0), round(b.y0), round(b.x1), round(b.y1)];
  return [
    { X: x0, Y: y0 },
    { X: x1, Y: y0 },
    { X: x1, Y: y1 },
    { X: x0, Y: y1 },
  ];
}

/** The bounding box of a quad (stored quads may come from elsewhere, so no corner order is assumed). */
export function boxOfQuad(q: OcrQuad): Box {
  const xs = q.map((p) => p.X);
  const ys = q.map((p) => p.Y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

export function wordBox(w: OcrWord): Box {
  return boxOfQuad(w.Coordinates);
}

export function unionBox(boxes: readonly Box[]): Box {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

/** Length of the overlap of [a0, a1] and [b0, b1]; negative is the gap between them. */
export function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

export const centerX = (b: Box) => (b.x0 + b.x1) / 2;
export const centerY = (b: Box) => (b.y0 + b.y1) / 2;
