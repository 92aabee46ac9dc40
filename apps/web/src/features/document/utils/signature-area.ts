import { defaultSignatureBox, type OcrRegion } from '@docvue/contracts';

export interface SignaturePlacement {
  page: number;
  /**
   * PDF points from the top-left of the page as the viewer shows it (turned by its /Rotate), as
   * `PUT /documents/{id}/return` takes them: the server stamps the signature upright there.
   */
  area: { x: number; y: number; width: number; height: number };
}

/** A drag smaller than this (points) is taken as a click: too small to hold a legible signature. */
const SMALLEST_DRAG = 12;

/**
 * Where the signature goes: the dragged rectangle, or, for a click, the default 300×200 box
 * with its top-left at the click. Either is kept on the page (moved in, then cut to the page's
 * size when the page is smaller than the box), since the server refuses a box that leaves it.
 * `page` is the size of the page as shown: a page turned by 90° or 270° is landscape here.
 */
export function signaturePlacement(region: OcrRegion, page: { width: number; height: number }): SignaturePlacement {
  const dragged = region.width >= SMALLEST_DRAG && region.height >= SMALLEST_DRAG;
  const width = Math.min(dragged ? region.width : defaultSignatureBox.width, page.width);
  const height = Math.min(dragged ? region.height : defaultSignatureBox.height, page.height);
  const x = Math.max(0, Math.min(region.x, page.width - width));
  const y = Math.max(0, Math.min(region.y, page.height - height));
  const round = (n: number) => Math.round(n * 100) / 100;
  return { page: region.page, area: { x: round(x), y: round(y), width: round(width), height: round(height) } };
}
