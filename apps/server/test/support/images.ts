import { createDeflate } from 'node:zlib';
import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';

/**
 * Real images drawn with the same canvas library a browser's canvas stands in for, and decoded
 * back to pixels so a test can look at what the server stored.
 */
export async function drawImage(
  width: number,
  height: number,
  draw: (ctx: SKRSContext2D) => void,
  format: 'png' | 'jpeg' = 'png',
): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  draw(canvas.getContext('2d'));
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 95);
}

/** A filled rectangle of one colour, e.g. a 500 × 500 red square. */
export const solidImage = (width: number, height: number, colour: string, format: 'png' | 'jpeg' = 'png') =>
  drawImage(
    width,
    height,
    (ctx) => {
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, width, height);
    },
    format,
  );

/** A signature as the signing pad draws it: black strokes on a white sheet. */
export const signatureDrawing = (width = 400, height = 120, format: 'png' | 'jpeg' = 'png') =>
  drawImage(
    width,
    height,
    (ctx) => {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, width, height);
      ctx.strokeStyle = '#000000';
      ctx.lineWidth = 8;
      ctx.beginPath();
      // A horizontal stroke through the middle, then a loop: the middle row is ink for sure.
      ctx.moveTo(40, height / 2);
      ctx.lineTo(width - 40, height / 2);
      ctx.moveTo(80, 20);
      ctx.bezierCurveTo(140, height, 200, 0, 260, height - 20);
      ctx.stroke();
    },
    format,
  );

export interface Pixels {
  width: number;
  height: number;
  /** [r, g, b, a] at x, y. */
  at(x: number, y: number): [number, number, number, number];
}

export async function decodeImage(bytes: Buffer): Promise<Pixels> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  return {
    width: image.width,
    height: image.height,
    at(x, y) {
      const i = (y * image.width + x) * 4;
      return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
    },
  };
}

/** The PNG signature: the stored logo and signature are always PNG. */
export const isPng = (bytes: Buffer) =>
  bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = 0xffffffff;
  for (const byte of body) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, body, sum]);
}

/**
 * A decompression bomb: a valid black-and-white PNG of width × height pixels, all black, that
 * compresses about a thousandfold (30000 × 30000 is about 110 KB). Decoding it takes as many bytes
 * of memory as it has pixels; rows are compressed one by one, so making it does not.
 */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, greyscale
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (c: Buffer) => compressed.push(c));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(compressed)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Only the start of a PNG: its signature and a header (IHDR) claiming width × height, with no
 * pixels after it. Refused for its size, it shows the size was read before any decoding was tried.
 */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth 8
  header[9] = 6; // RGBA
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header)]);
}

/** The most memory this process has held so far, in MB (it only grows). */
export const peakMemoryMb = () => process.resourceUsage().maxRSS / 1024;

/** A real JPEG whose frame header (SOF0) is rewritten to claim another size. */
export function withJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  const sof = copy.indexOf(Buffer.from([0xff, 0xc0]), 2);
  if (sof < 0) throw new Error('no SOF0 marker');
  copy.writeUInt16BE(height, sof + 5);
  copy.writeUInt16BE(width, sof + 7);
  return copy;
}
