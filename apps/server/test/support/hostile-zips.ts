import { crc32, deflateRawSync } from 'node:zlib';
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
  return writeZip(entries);
}

interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  data: Buffer;
  crc: number;
  /** The unpacked size the headers state. */
  size: number;
}

function writeZip(entries: ZipEntry[]): Buffer {
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

/** A zip of the given parts, each deflated, with honest headers. */
export function zipOf(parts: Record<string, string | Buffer>): Buffer {
  return writeZip(
    Object.entries(parts).map(([name, content]) => {
      const raw = Buffer.isBuffer(content) ? content : Buffer.from(content);
      return { name, method: 8, data: deflateRawSync(raw), crc: crc32(raw), size: raw.length };
    }),
  );
}

/**
 * The .xlsx files that stalled the server when it read spreadsheets on its own thread: a
 * shared-strings bomb (3.5 million strings in ~150 KB) and a sheet of 600,000 rows (`zipBomb` makes
 * the third, an entry whose header says it is small and that inflates to hundreds of MB).
 */
export function hostileXlsx(kind: 'shared strings' | 'rows'): Buffer {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const sheetRow = (r: number, cell: string) => `<row r="${r}"><c r="A${r}" ${cell}</c></row>`;
  let sheetData = sheetRow(1, 't="inlineStr"><is><t>Party Name</t></is>');
  let sharedStrings: string | undefined;
  if (kind === 'shared strings') {
    sharedStrings = `<sst xmlns="${ns}" count="3500000" uniqueCount="3500000">${'<si><t>x</t></si>'.repeat(3_500_000)}</sst>`;
    sheetData += sheetRow(2, 't="s"><v>0</v>');
  } else {
    const rows: string[] = [];
    for (let r = 2; r <= 600_001; r++) rows.push(sheetRow(r, `t="inlineStr"><is><t>P${r}</t></is>`));
    sheetData += rows.join('');
  }
  const parts: Record<string, string> = {
    '[Content_Types].xml': `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Parties" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>${sharedStrings ? `<Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0"?><worksheet xmlns="${ns}"><sheetData>${sheetData}</sheetData></worksheet>`,
  };
  if (sharedStrings) parts['xl/sharedStrings.xml'] = sharedStrings;
  return zipOf(parts);
}
