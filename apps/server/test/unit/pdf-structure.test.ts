import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openPdfReader } from '../../src/ocr/pdf-source.js';
import { scanStructure } from '../../src/ocr/pdf-structure.js';
import { assemble, deflatedRun, streamObject } from '../support/hostile-pdfs.js';

const MB = 1024 * 1024;
const bounds = { maxObjects: 500_000, maxUnpackedBytes: 200 * MB };
const scan = async (pdf: Buffer) => scanStructure(await openPdfReader({ bytes: pdf }), bounds);
const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>';
const start = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Count 1 /Kids [3 0 R] >>', page];

describe('the structure scan', () => {
  it('counts what the reader unpacks as a whole, and not images (decoded page by page) or embedded files', async () => {
    const content = Buffer.from('q 612 0 0 792 0 0 cm /Im0 Do Q');
    const jpeg = Buffer.alloc(3 * MB, 0xab);
    const found = await scan(
      assemble([
        ...start,
        streamObject('/Filter /FlateDecode', deflateSync(content)),
        streamObject('/Type /XObject /Subtype /Image /Width 2480 /Height 3508 /Filter /DCTDecode', jpeg),
        streamObject('/Type /XObject /Subtype /Image /Width 100 /Height 100 /Filter /FlateDecode', deflateSync(jpeg)),
        streamObject('/Type /EmbeddedFile /Filter /FlateDecode', deflateSync(jpeg)),
        streamObject('/Length1 9', Buffer.from('font data')),
      ]),
    );
    expect(found).toEqual({ objects: 8, unpackedBytes: content.length + 'font data'.length });
  });

  it('counts the objects packed in object streams', async () => {
    const found = await scan(assemble([...start, streamObject('/Type /ObjStm /N 250 /First 10', Buffer.alloc(10))]));
    expect(found.objects).toBe(4 + 250);
  });

  it('stops inflating a bomb at the bound, and finds one whose dictionary is padded past where it looks', async () => {
    const run = await deflatedRun(300);
    const plain = await scan(assemble([...start, streamObject('/Filter /FlateDecode', run)]));
    expect(plain.unpackedBytes).toBeGreaterThan(bounds.maxUnpackedBytes);
    expect(plain.unpackedBytes).toBeLessThan(bounds.maxUnpackedBytes + MB);
    const padded = await scan(
      assemble([...start, streamObject(`/Pad (${'x'.repeat(200_000)}) /Filter /FlateDecode`, run)]),
    );
    expect(padded.unpackedBytes).toBeGreaterThan(bounds.maxUnpackedBytes);
  }, 60_000);

  it('finds the end of a stream whose length is a reference, or wrong', async () => {
    const content = Buffer.from('BT /F1 12 Tf (endstrea) Tj ET');
    const data = Buffer.concat([Buffer.from('<< /Length 9 0 R >>\nstream\n'), content, Buffer.from('\nendstream')]);
    const wrong = Buffer.concat([Buffer.from('<< /Length 5 >>\nstream\n'), content, Buffer.from('\nendstream')]);
    expect(await scan(assemble([...start, data]))).toEqual({ objects: 4, unpackedBytes: content.length + 1 });
    expect(await scan(assemble([...start, wrong]))).toEqual({ objects: 4, unpackedBytes: content.length + 1 });
  });
});
