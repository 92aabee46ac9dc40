import { crc32 } from 'node:zlib';
import { deflatedRun } from './hostile-pdfs.js';

/**
 * A zip (as .xlsx or .docx) with a small first entry and one that unpacks to `megabytes` MB of
 * spaces. `declared` is the size its headers state: honest, or a lie that the entry is small.
 */
export async function zipBomb(kind: 'xlsx' | 'docx', megabytes: number, declared: 'honest' | 'lie'): Promise<Buffer> {
  const big = kind === 'xlsx' ? 'xl/worksheets/sheet1.xml' : 'word/document.xml';
  const types = Buffer.from(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  const bomb = await deflatedRun(megabytes, true);
  // The CRC of a run of spaces, computed a megabyte at a time.
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  let crc = 0;
  for (let i = 0; i < megabytes; i++) crc = crc32(chunk, crc);
  const size = declared === 'honest' ? megabytes * 1024 * 1024 : 4096;
  const entries = [
    { name: '[Content_Types].xml', method: 0, data: types, crc: crc32(types), size: types.length },
    { name: big, method: 8, data: bomb, crc, size },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
