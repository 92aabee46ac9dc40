import { ErrorCode, signingMessages } from '@docvue/contracts';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { AppError, badRequest } from '../../lib/errors.js';

export interface StampArea {
  /** 1-based. */
  page: number;
  /**
   * PDF points from the top-left corner of the page as the viewer displays it (turned by its
   * /Rotate), as the viewer reports a dragged box.
   */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A page's /Rotate as 0, 90, 180 or 270 (what viewers do with other values: ignore them). */
function rotationOf(angle: number): 0 | 90 | 180 | 270 {
  const r = ((angle % 360) + 360) % 360;
  return r === 90 || r === 180 || r === 270 ? r : 0;
}

/**
 * Maps a point of the page as it is displayed (rotated by its /Rotate, origin at the displayed
 * bottom-left, y up) to the page's own coordinates. A viewer turns the page clockwise by the
 * angle, so what is drawn turned anticlockwise by it shows upright.
 */
function displayToPage(box: { x: number; y: number; width: number; height: number }, rotation: 0 | 90 | 180 | 270) {
  return (p: number, q: number): { x: number; y: number } => {
    switch (rotation) {
      case 90:
        return { x: box.x + box.width - q, y: box.y + p };
      case 180:
        return { x: box.x + box.width - p, y: box.y + box.height - q };
      case 270:
        return { x: box.x + q, y: box.y + box.height - p };
      default:
        return { x: box.x + p, y: box.y + q };
    }
  };
}

/**
 * Draws the signature image into the area (keeping its proportions, centred) with a small line
 * under it naming the signer and the time, and returns the new PDF. The area is in the page as
 * the viewer displays it: its visible box, turned by its /Rotate, from the top-left, whatever the
 * page's origin; the signature shows upright there.
 */
export async function stampSignature(
  pdf: Uint8Array,
  png: Buffer,
  area: StampArea,
  caption: string,
): Promise<Uint8Array> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(pdf);
  } catch {
    throw new AppError(ErrorCode.UnsupportedMediaType, 'The document’s PDF cannot be opened to sign it.');
  }
  const page = doc.getPages()[area.page - 1];
  if (!page) throw badRequest(`The document has no page ${area.page}.`);
  const box = page.getCropBox();
  const rotation = rotationOf(page.getRotation().angle);
  const sideways = rotation === 90 || rotation === 270;
  const shown = sideways ? { width: box.height, height: box.width } : { width: box.width, height: box.height };
  if (area.x + area.width > shown.width + 0.5 || area.y + area.height > shown.height + 0.5) {
    throw badRequest(signingMessages.outsidePage);
  }
  const toPage = displayToPage(box, rotation);
  const upright = degrees(rotation);
  const image = await doc.embedPng(png);
  const captionSize = Math.min(7, area.height / 8);
  const room = { width: area.width, height: area.height - captionSize * 1.6 };
  const scale = Math.min(room.width / image.width, room.height / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  // In displayed coordinates with y up, as pdf-lib draws: the area's left and top edges.
  const left = area.x;
  const top = shown.height - area.y;
  page.drawImage(image, {
    ...toPage(left + (area.width - w) / 2, top - (room.height + h) / 2),
    width: w,
    height: h,
    rotate: upright,
  });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  let text = caption;
  while (text.length > 8 && font.widthOfTextAtSize(text, captionSize) > area.width) text = `${text.slice(0, -2)}…`;
  page.drawText(text, {
    ...toPage(left, top - area.height + captionSize * 0.4),
    size: captionSize,
    font,
    color: rgb(0.25, 0.25, 0.3),
    rotate: upright,
  });
  return doc.save({ useObjectStreams: false });
}
