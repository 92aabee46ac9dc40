import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';

/*
 * Large scanned PDFs for `npm run bench:upload` and the big-file tests, written to a temporary
 * folder by whoever needs one (nothing of the kind is committed).
 */

/**
 * A scanned page as a scanner writes it: A4 at 300 dpi (2480 × 3508), JPEG of grey noise at
 * quality 80 — about 5 MB, like the pages of the 475 MB scan that was refused.
 */
export async function scanJpeg(width = 2480, height = 3508): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(width, height);
  let seed = 12345;
  for (let i = 0; i < image.data.length; i += 4) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const grey = seed >>> 24;
    image.data[i] = image.data[i + 1] = image.data[i + 2] = grey;
    image.data[i + 3] = 255;
  }
  ctx.putImageData(image, 0, 0);
  return canvas.encode('jpeg', 80);
}

/** How many pages of `jpeg` make a scan of at most `bytes` (each page's objects take about 500 bytes besides). */
export const pagesWithin = (bytes: number, jpeg: Buffer) =>
  Math.max(1, Math.floor((bytes - 64 * 1024) / (jpeg.length + 1024)));

export interface ScanPdfOptions {
  pages: number;
  jpeg: Buffer;
  width?: number;
  height?: number;
  /** An invisible text layer (a "searchable" scan) on every page but these (1-based), which are OCR'd. */
  withoutText?: number[];
}

/**
 * Writes a scanned PDF to `file` as it goes (never whole in memory): each page one JPEG image
 * (`/Filter /DCTDecode`, direct `/Length`), drawn over the page, and a line of invisible text.
 * Returns its size in bytes.
 */
export async function writeScanPdf(file: string, opts: ScanPdfOptions): Promise<number> {
  const width = opts.width ?? 2480;
  const height = opts.height ?? 3508;
  const out = createWriteStream(file);
  let offset = 0;
  const offsets: number[] = [];
  const write = async (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    offset += bytes.length;
    if (!out.write(bytes)) await once(out, 'drain');
  };
  const object = async (n: number, ...parts: (Buffer | string)[]) => {
    offsets[n] = offset;
    await write(`${n} 0 obj\n`);
    for (const p of parts) await write(p);
    await write('\nendobj\n');
  };
  // 1 catalog, 2 page tree, 3 font; then per page: page, content, image.
  const pageObject = (i: number) => 4 + i * 3;
  await write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  await object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  const kids = Array.from({ length: opts.pages }, (_, i) => `${pageObject(i)} 0 R`).join(' ');
  await object(2, `<< /Type /Pages /Count ${opts.pages} /Kids [${kids}] >>`);
  await object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  for (let i = 0; i < opts.pages; i++) {
    const n = pageObject(i);
    await object(
      n,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${n + 1} 0 R ` +
        `/Resources << /Font << /F1 3 0 R >> /XObject << /Im0 ${n + 2} 0 R >> >> >>`,
    );
    const text = opts.withoutText?.includes(i + 1)
      ? ''
      : ` BT 3 Tr /F1 14 Tf 72 770 Td (Scanned invoice SCAN-${i + 1} page ${i + 1} of ${opts.pages}) Tj ET`;
    const content = Buffer.from(`q 595 0 0 842 0 0 cm /Im0 Do Q${text}`);
    await object(n + 1, `<< /Length ${content.length} >>\nstream\n`, content, '\nendstream');
    await object(
      n + 2,
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB ` +
        `/BitsPerComponent 8 /Filter /DCTDecode /Length ${opts.jpeg.length} >>\nstream\n`,
      opts.jpeg,
      '\nendstream',
    );
  }
  const count = pageObject(opts.pages);
  const xrefAt = offset;
  await write(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let n = 1; n < count; n++) await write(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  await write(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  out.end();
  await once(out, 'finish');
  return offset;
}
