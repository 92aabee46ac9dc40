const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(PNG_SIGNATURE);
export const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * The width and height a PNG or JPEG says it has, read from its header without decoding it; null
 * when it is neither or the header cannot be read. Uploads check this first: a 110 KB PNG can
 * claim 30000 × 30000 pixels, and decoding it took 900 MB and 6 s (measured with @napi-rs/canvas).
 */
export function imageSize(bytes: Buffer): { width: number; height: number } | null {
  if (isPng(bytes)) {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (!isJpeg(bytes)) return null;
  let i = 2;
  while (i + 9 <= bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // The frame header (SOF0–SOF15, except DHT C4, JPG C8 and DAC CC) carries the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return null;
}
