import { endOfCentralDirectory } from './bounded-unzip.js';

/**
 * An .xlsx file is a zip archive; a small file can unpack into gigabytes (a "zip bomb"). The
 * central directory says how large every entry unpacks, so it is read before anything is
 * unpacked and the file is refused when the total is more than a spreadsheet needs.
 */
export const zipLimits = { maxEntries: 2000, maxEntryBytes: 64 * 1024 * 1024, maxTotalBytes: 128 * 1024 * 1024 };

export type ZipCheck = { ok: true } | { ok: false; reason: 'not a zip' | 'too large' };

export function checkZip(buf: Buffer, limits = zipLimits): ZipCheck {
  const eocd = endOfCentralDirectory(buf);
  if (eocd < 0) return { ok: false, reason: 'not a zip' };
  const entries = buf.readUInt16LE(eocd + 10);
  const directorySize = buf.readUInt32LE(eocd + 12);
  const directoryOffset = buf.readUInt32LE(eocd + 16);
  // ZIP64 archives mark their sizes as 0xFFFF / 0xFFFFFFFF: far more than a party list needs.
  if (entries === 0xffff || directoryOffset === 0xffffffff) return { ok: false, reason: 'too large' };
  if (entries > limits.maxEntries) return { ok: false, reason: 'too large' };
  if (directoryOffset + directorySize > buf.length) return { ok: false, reason: 'not a zip' };
  let at = directoryOffset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) return { ok: false, reason: 'not a zip' };
    const unpacked = buf.readUInt32LE(at + 24);
    if (unpacked === 0xffffffff || unpacked > limits.maxEntryBytes) return { ok: false, reason: 'too large' };
    total += unpacked;
    if (total > limits.maxTotalBytes) return { ok: false, reason: 'too large' };
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return { ok: true };
}
