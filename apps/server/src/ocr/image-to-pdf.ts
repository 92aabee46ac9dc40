import { degrees, PDFDocument, type PDFImage } from 'pdf-lib';
import { jpegInfo, pngDpi } from './image-info.js';

const letter = { short: 612, long: 792 };

/** Resolutions outside this range are metadata noise (0, 1, 72000), not a scan setting. */
const plausibleDpi = (dpi: number | undefined) => (dpi && dpi >= 50 && dpi <= 2400 ? dpi : 72);

/**
 * One page of `width` × `height` points for an image of `px` pixels at `dpi`, shrunk to fit a
 * Letter page (in the image's own orientation) when it is larger: phone photos and scans
 * without a resolution would otherwise become pages metres wide.
 */
function pageSize(pxWidth: number, pxHeight: number, dpi: number): { width: number; height: number } {
  const width = (pxWidth * 72) / dpi;
  const height = (pxHeight * 72) / dpi;
  const [maxW, maxH] = width > height ? [letter.long, letter.short] : [letter.short, letter.long];
  const shrink = Math.min(1, maxW / width, maxH / height);
  return { width: width * shrink, height: height * shrink };
}

/**
 * A PNG or JPEG upload as a one-page PDF, so every document is a PDF for the viewer, OCR and
 * signing. EXIF rotations (3, 6, 8) are applied; mirrored orientations are rare enough in
 * document photos to be drawn as stored.
 */
export async function imageToPdf(input: Uint8Array, mime: string): Promise<Uint8Array> {
  // pdf-lib's JPEG reader looks at `bytes.buffer` from offset 0, which is wrong for a view into
  // a larger buffer (Node's small Buffers share one pool): give it bytes of their own.
  const bytes = input.byteOffset === 0 && input.byteLength === input.buffer.byteLength ? input : new Uint8Array(input);
  const doc = await PDFDocument.create();
  const type = mime.toLowerCase().split(';')[0]!.trim();
  let image: PDFImage;
  let dpi: number;
  let orientation = 1;
  if (type === 'image/png') {
    image = await doc.embedPng(bytes);
    dpi = plausibleDpi(pngDpi(bytes));
  } else if (type === 'image/jpeg' || type === 'image/jpg' || type === 'image/pjpeg') {
    image = await doc.embedJpg(bytes);
    const info = jpegInfo(bytes);
    dpi = plausibleDpi(info.dpi);
    orientation = info.orientation;
  } else {
    throw new Error(`Unsupported image type: ${mime}`);
  }

  const turned = orientation === 6 || orientation === 8;
  const size = pageSize(turned ? image.height : image.width, turned ? image.width : image.height, dpi);
  const page = doc.addPage([size.width, size.height]);
  // pdf-lib rotates the image counter-clockwise about its bottom-left corner (x, y).
  const w = turned ? size.height : size.width;
  const h = turned ? size.width : size.height;
  if (orientation === 6) page.drawImage(image, { x: 0, y: size.height, width: w, height: h, rotate: degrees(-90) });
  else if (orientation === 8) page.drawImage(image, { x: size.width, y: 0, width: w, height: h, rotate: degrees(90) });
  else if (orientation === 3) page.drawImage(image, { x: w, y: h, width: w, height: h, rotate: degrees(180) });
  else page.drawImage(image, { x: 0, y: 0, width: w, height: h });
  return doc.save();
}
