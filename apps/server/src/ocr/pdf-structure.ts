import { once } from 'node:events';
import { createInflate } from 'node:zlib';
import type { PdfReader } from './pdf-source.js';

/** What the scan counted; it stops as soon as a bound is passed. */
export interface PdfStructure {
  objects: number;
  /** The bytes the reader will unpack as a whole: every stream but images and embedded files. */
  unpackedBytes: number;
}

const BLOCK = 256 * 1024;
/** Where the dictionary of an object must show whether it is a stream. */
const DICT_MAX = 64 * 1024;
const INFLATE_STEP = 64 * 1024;

const OBJ = /(\d{1,10})[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+obj(?![A-Za-z])/g;
const STREAM = /(?<![A-Za-z])stream(\r\n|\n|\r)/;
const ENDOBJ = /(?<![A-Za-z])endobj/;
const ENDSTREAM = Buffer.from('endstream');
// A direct length only: `/Length 12 0 R` is a reference, and the end is found by `endstream`.
const LENGTH = /\/Length[\0\t\n\f\r ]+(\d+)(?![\d\0\t\n\f\r ]*R)/;
const FILTER = /\/Filter[\0\t\n\f\r ]*(\[[^\]]*\]|\/[^\0\t\n\f\r /[\]<>()]+)/;

/** A part of the file in memory: the scan reads it in 256 KiB blocks, skipping what it need not see. */
class Window {
  start = 0;
  bytes: Uint8Array = new Uint8Array(0);
  text = '';

  constructor(private readonly reader: PdfReader) {}

  get end() {
    return this.start + this.bytes.length;
  }

  /** Makes [position, position + need) (or up to the end of the file) part of the window. */
  async at(position: number, need: number): Promise<void> {
    const inside = position >= this.start && (position + need <= this.end || this.end >= this.reader.size);
    if (inside && this.bytes.length > 0) return;
    this.start = position;
    this.bytes = await this.reader.read(position, Math.max(BLOCK, need));
    this.text = Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.length).toString('latin1');
  }
}

/**
 * Inflates in 64 KiB steps read from the file, counting and dropping the output, and stops as soon
 * as `budget` bytes were produced: a 300 KB stream of a 300 MB run of spaces costs 64 KiB of
 * memory, not 300 MB. A stream that does not inflate (damaged) counts what it gave.
 */
async function inflatedSize(reader: PdfReader, start: number, end: number, budget: number): Promise<number> {
  const inflate = createInflate({ chunkSize: INFLATE_STEP });
  let size = 0;
  let stopped = false;
  const finished = new Promise<void>((resolve) => {
    inflate.on('end', resolve).on('close', resolve);
    inflate.on('error', () => {
      stopped = true;
      resolve();
    });
  });
  inflate.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > budget && !stopped) {
      stopped = true;
      inflate.destroy();
    }
  });
  for (let at = start; at < end && !stopped; at += INFLATE_STEP) {
    const chunk = await reader.read(at, Math.min(INFLATE_STEP, end - at));
    if (!inflate.write(chunk)) await Promise.race([once(inflate, 'drain').catch(() => undefined), finished]);
  }
  if (!stopped) inflate.end();
  await finished;
  return size;
}

/** Where a stream's data ends: at its direct /Length when `endstream` follows it there, else at `endstream`. */
async function streamEnd(window: Window, reader: PdfReader, dataStart: number, length: number | undefined) {
  if (length !== undefined && dataStart + length <= reader.size) {
    await window.at(dataStart + length, 32);
    const after = window.text.slice(dataStart + length - window.start, dataStart + length - window.start + 32);
    if (/^[\0\t\n\f\r ]*endstream/.test(after)) return dataStart + length;
  }
  let from = dataStart;
  while (from < reader.size) {
    await window.at(from, BLOCK);
    const found = Buffer.from(window.bytes.buffer, window.bytes.byteOffset, window.bytes.length).indexOf(
      ENDSTREAM,
      from - window.start,
    );
    if (found >= 0) return window.start + found;
    if (window.end >= reader.size) break;
    from = window.end - ENDSTREAM.length;
  }
  return reader.size;
}

/**
 * For an object whose dictionary goes on past DICT_MAX: where the data of its stream starts, or
 * null when `endobj` (or the end of the file) comes first. A dictionary padded to hide a stream
 * from the scan is found here, and its stream measured without the dictionary's word for it.
 */
async function longObjectStream(window: Window, reader: PdfReader, from: number): Promise<number | null> {
  while (from < reader.size) {
    await window.at(from, BLOCK);
    const text = window.text.slice(from - window.start);
    const stream = STREAM.exec(text);
    const endobj = ENDOBJ.exec(text);
    if (stream && (!endobj || endobj.index > stream.index)) return from + stream.index + stream[0].length;
    if (endobj || window.end >= reader.size) return null;
    from = window.end - 16;
  }
  return null;
}

/**
 * Reads a PDF's objects from the file, front to back, without parsing their content: counts the
 * objects (those packed in object streams too) and the bytes the page reader will unpack as a
 * whole — content streams, fonts, object streams, inflated here and dropped. Images are not
 * counted: pdf.js decodes one when it draws the page that shows it, in a PDF thread with its own
 * heap and clock, and never one of more than 50 Mpx (pdfjs.ts); embedded files are never
 * unpacked. Stream data is skipped by its length: of a 497 MB scan of 103 JPEG pages the scan
 * read 27 MB (a 256 KiB block after each image), in 60 ms.
 */
export async function scanStructure(
  reader: PdfReader,
  bounds: { maxObjects: number; maxUnpackedBytes: number },
): Promise<PdfStructure> {
  const window = new Window(reader);
  const found: PdfStructure = { objects: 0, unpackedBytes: 0 };
  let pos = 0;
  while (pos < reader.size) {
    await window.at(pos, 64);
    OBJ.lastIndex = pos - window.start;
    const header = OBJ.exec(window.text);
    if (!header) {
      if (window.end >= reader.size) break;
      // The next block starts a little before this one ends: a header may straddle the two.
      pos = Math.max(pos + 1, window.end - 32);
      await window.at(pos, BLOCK);
      continue;
    }
    const bodyStart = window.start + header.index + header[0].length;
    found.objects++;
    pos = bodyStart;
    await window.at(bodyStart, DICT_MAX);
    const dict = window.text.slice(bodyStart - window.start, bodyStart - window.start + DICT_MAX);
    const stream = STREAM.exec(dict);
    const endobj = ENDOBJ.exec(dict);
    if (stream && (!endobj || endobj.index > stream.index)) {
      const head = dict.slice(0, stream.index);
      const dataStart = bodyStart + stream.index + stream[0].length;
      const length = LENGTH.exec(head)?.[1];
      const dataEnd = await streamEnd(window, reader, dataStart, length === undefined ? undefined : Number(length));
      if (/\/Type[\0\t\n\f\r ]*\/ObjStm/.test(head))
        found.objects += Number(/\/N[\0\t\n\f\r ]+(\d+)/.exec(head)?.[1] ?? 0);
      const image = /\/Subtype[\0\t\n\f\r ]*\/Image(?![A-Za-z])/.test(head);
      const embedded = /\/Type[\0\t\n\f\r ]*\/EmbeddedFile(?![A-Za-z])/.test(head);
      if (!image && !embedded) {
        const filters = FILTER.exec(head)?.[1]?.match(/\/[^\0\t\n\f\r /[\]<>()]+/g) ?? [];
        const flate = filters.some((f) => f === '/FlateDecode' || f === '/Fl');
        const left = bounds.maxUnpackedBytes - found.unpackedBytes;
        found.unpackedBytes += flate ? await inflatedSize(reader, dataStart, dataEnd, left) : dataEnd - dataStart;
      }
      pos = dataEnd;
    } else if (!stream && !endobj) {
      const dataStart = await longObjectStream(window, reader, bodyStart + DICT_MAX - 16);
      if (dataStart !== null) {
        // Counted as the content it may be: what it inflates to, or else its own length.
        const dataEnd = await streamEnd(window, reader, dataStart, undefined);
        const inflated = await inflatedSize(reader, dataStart, dataEnd, bounds.maxUnpackedBytes - found.unpackedBytes);
        found.unpackedBytes += inflated > 0 ? inflated : dataEnd - dataStart;
        pos = dataEnd;
      }
    }
    if (found.objects > bounds.maxObjects || found.unpackedBytes > bounds.maxUnpackedBytes) return found;
  }
  return found;
}
