/** The viewer's zoom (docs/product/documents.md §9): starts at 1.5, steps of 0.25, from 0.5 to 4. */
export const ZOOM = { start: 1.5, step: 0.25, min: 0.5, max: 4 } as const;

/** Where the zoom a person chose is kept, so the next document opens at it too. */
export const ZOOM_KEY = 'docvue.pdfZoom';

const clamp = (z: number) => Math.min(ZOOM.max, Math.max(ZOOM.min, z));

/**
 * The zoom a document opens at: the one the person chose last, else the spec's 1.5 — or less when
 * the pane is narrower than the page at 1.5, so the page fits its width (at 1280 px a letter page
 * at 1.5 lost its right edge; on a phone 60 % of it).
 */
export function openingZoom(chosen: number | null, paneWidth: number | null, pageWidth: number | null): number {
  if (chosen !== null) return clamp(chosen);
  if (!paneWidth || !pageWidth) return ZOOM.start;
  return clamp(Math.min(ZOOM.start, Math.floor((paneWidth / pageWidth) * 100) / 100));
}

/** One step in or out, within the bounds. */
export const steppedZoom = (zoom: number, direction: 1 | -1) => clamp(zoom + direction * ZOOM.step);

export function readChosenZoom(): number | null {
  const value = Number(window.localStorage.getItem(ZOOM_KEY));
  return Number.isFinite(value) && value >= ZOOM.min && value <= ZOOM.max ? value : null;
}

export function rememberZoom(zoom: number): void {
  window.localStorage.setItem(ZOOM_KEY, String(zoom));
}
