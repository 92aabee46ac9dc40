import { inflateRawSync } from 'node:zlib';

/**
 * The entries of a zip archive (an .xlsx), unpacked only as far as a limit: an entry is inflated
 * with a ceiling on its output, so one whose header says 1,000 bytes and that inflates to 400 MB
 * stops at the ceiling (the central directory's sizes are a claim, checked in zip-limits.ts, not
 * a fact).
 */

export class ZipTooLarge extends Error {}
export class NotAZip extends Error {}

interface Entry {
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeader: number;
}

/** Where the end-of-central-directory record is: 22 bytes plus a comment of at most 65535, at the end. */
export function endOfCentralDirectory(buf: Buffer): number {
  const floor = Math.max(0, buf.length - 22 - 65535);
  for (let i = buf.length - 22; i >= floor; i--) if (buf.readUInt32LE(i) === 0x06054b50) return i;
  return -1;
}

export function zipEntries(buf: Buffer): Map<string, Entry> {
  const eocd = endOfCentralDirectory(buf);
  if (eocd < 0) throw new NotAZip();
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const entries = new Map<string, Entry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw new NotAZip();
    const nameLength = buf.readUInt16LE(at + 28);
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    entries.set(name, {
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      declaredSize: buf.readUInt32LE(at + 24),
      localHeader: buf.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return entries;
}

/** One entry's bytes, never more than `maxBytes` (nor more than its header declared). */
export function unzipEntry(buf: Buffer, entry: Entry, maxBytes: number): Buffer {
  const at = entry.localHeader;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== 0x04034b50) throw new NotAZip();
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const data = buf.subarray(start, start + entry.compressedSize);
  if (entry.declaredSize > maxBytes) throw new ZipTooLarge();
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw new NotAZip();
  try {
    // One byte more than declared is enough to know that the header lied.
    const out = inflateRawSync(data, { maxOutputLength: entry.declaredSize + 1 });
    if (out.length > entry.declaredSize) throw new ZipTooLarge();
    return out;
  } catch (err) {
    if (err instanceof ZipTooLarge || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new ZipTooLarge();
    if (err instanceof RangeError) throw new ZipTooLarge();
    throw new NotAZip();
  }
}
