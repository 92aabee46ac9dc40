/*
 * The two facts pdf-lib does not read from an image: the resolution it was scanned at (so a
 * 300-dpi letter scan becomes a letter page, not a 35-inch one) and the EXIF orientation of
 * phone photos (so a photo taken upright is not OCR'd sideways).
 */

/** Dots per inch from a PNG pHYs chunk, or undefined. */
export function pngDpi(b: Uint8Array): number | undefined {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  // Chunks start after the 8-byte signature: length (4), type (4), data, CRC (4).
  for (let at = 8; at + 8 <= b.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...b.subarray(at + 4, at + 8));
    if (type === 'pHYs' && length >= 9 && at + 17 <= b.length) {
      const perMetre = view.getUint32(at + 8);
      // Stored per metre, so 72 dpi comes back as 72.009: scanners use whole dpi.
      return b[at + 16] === 1 ? Math.round(perMetre * 0.0254) : undefined;
    }
    if (type === 'IDAT' || type === 'IEND') return undefined;
    at += 12 + length;
  }
  return undefined;
}

export interface JpegInfo {
  dpi?: number;
  /** EXIF orientation 1–8; 1 when absent. */
  orientation: number;
}

function exifOrientation(b: Uint8Array, tiff: number): number {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const little = b[tiff] === 0x49; // "II" little-endian, "MM" big-endian
  const u16 = (at: number) => view.getUint16(at, little);
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > b.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > b.length) break;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return 1;
}

/** Resolution (JFIF APP0) and orientation (EXIF APP1) of a JPEG, from the segments before the image data. */
export function jpegInfo(b: Uint8Array): JpegInfo {
  const info: JpegInfo = { orientation: 1 };
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  for (let at = 2; at + 4 <= b.length && b[at] === 0xff;) {
    const marker = b[at + 1]!;
    if (marker === 0xda || marker === 0xd9) break; // start of scan / end of image
    const length = view.getUint16(at + 2);
    const body = at + 4;
    const tag = String.fromCharCode(...b.subarray(body, Math.min(body + 5, b.length)));
    if (marker === 0xe0 && tag === 'JFIF\0' && body + 12 <= b.length) {
      const units = b[body + 7];
      const x = view.getUint16(body + 8);
      if (units === 1) info.dpi = x;
      else if (units === 2) info.dpi = x * 2.54;
    } else if (marker === 0xe1 && tag === 'Exif\0' && body + 14 <= b.length) {
      info.orientation = exifOrientation(b, body + 6);
    }
    at += 2 + length;
  }
  return info;
}
