import { createDeflate, createDeflateRaw, deflateSync } from 'node:zlib';

/**
 * Hostile PDFs written byte by byte (nothing committed, nothing downloaded): a valid file layout
 * (objects, xref table, trailer) around whatever pages and streams the test needs.
 */
export function assemble(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    offsets.push(offset);
    offset += chunk.length;
    parts.push(chunk);
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n'];
  for (const o of offsets) xref.push(`${String(o).padStart(10, '0')} 00000 n \n`);
  parts.push(
    Buffer.from(
      `${xref.join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

export const streamObject = (dict: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]);

/**
 * `count` small pages, each with a line of text, in one flat page tree: 30,000 of them is the
 * 8.6 MB file of docs/history.md §18 (this one is 8.4 MB).
 */
export function manyPagesPdf(count: number): Buffer {
  // 1 catalog, 2 pages, 3 font, then per page: page object, content stream.
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const kids: string[] = [];
  for (let i = 0; i < count; i++) {
    const page = objects.length + 1;
    kids.push(`${page} 0 R`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${page + 1} 0 R >>`,
    );
    objects.push(streamObject('', Buffer.from(`BT /F1 12 Tf 72 720 Td (Page ${i + 1}) Tj ET`)));
  }
  objects[1] = `<< /Type /Pages /Count ${count} /Kids [${kids.join(' ')}] >>`;
  return assemble(objects);
}

/** One page whose content stream is a deflated run of `megabytes` MB of spaces (about 1,000:1). */
export async function flateBombPdf(megabytes: number): Promise<Buffer> {
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    streamObject('/Filter /FlateDecode', await deflatedRun(megabytes)),
  ]);
}

/** A zlib stream of `megabytes` MB of spaces, deflated as it is written (never the whole run in memory). */
export async function deflatedRun(megabytes: number, raw = false): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const deflate = raw ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let i = 0; i < megabytes; i++) {
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** One page drawing `strings` tiny strings: a few hundred KB deflated, far more text items than a small heap holds. */
export function heavyTextPdf(strings: number): Buffer {
  const content = deflateSync(Buffer.from('BT /F1 1 Tf 1 1 Td (x) Tj ET\n'.repeat(strings)), { level: 9 });
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    streamObject('/Filter /FlateDecode', content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}
