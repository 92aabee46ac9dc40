import { decodePDFRawStream, PDFDocument, type PDFRawStream } from 'pdf-lib';

/** An image as a page draws it: where the corners of its unit square land, in the page's own coordinates. */
export interface ImagePlacement {
  /** The `cm` matrices of its q…Q block multiplied out: [a b c d e f]. */
  matrix: [number, number, number, number, number, number];
  /** Where the image's bottom-left, bottom-right and top-left corners land. */
  origin: { x: number; y: number };
  right: { x: number; y: number };
  up: { x: number; y: number };
}

/** The page's images: each image's `Do` with the `cm` matrices of its q…Q block multiplied out. */
export async function imagePlacements(pdf: Uint8Array, pageIndex = 0): Promise<ImagePlacement[]> {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPages()[pageIndex]!;
  const contents = page.node.Contents();
  const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
  let ops = '';
  for (const ref of streams) {
    const stream = doc.context.lookup(ref as never) as PDFRawStream;
    ops += `${Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')}\n`;
  }
  const placements: ImagePlacement[] = [];
  for (const block of ops.match(/(^|\n)q\n[\s\S]*?\nQ/g) ?? []) {
    if (!/\/\S+ Do/.test(block)) continue;
    let m: ImagePlacement['matrix'] = [1, 0, 0, 1, 0, 0];
    for (const cm of block.matchAll(/([\d.e-]+) ([\d.e-]+) ([\d.e-]+) ([\d.e-]+) ([\d.e-]+) ([\d.e-]+) cm/g)) {
      const [a, b, c, d, e, f] = cm.slice(1, 7).map(Number) as ImagePlacement['matrix'];
      // The new matrix applies first: n × m.
      m = [
        a * m[0] + b * m[2],
        a * m[1] + b * m[3],
        c * m[0] + d * m[2],
        c * m[1] + d * m[3],
        e * m[0] + f * m[2] + m[4],
        e * m[1] + f * m[3] + m[5],
      ];
    }
    const at = (u: number, v: number) => ({ x: m[0] * u + m[2] * v + m[4], y: m[1] * u + m[3] * v + m[5] });
    placements.push({ matrix: m, origin: at(0, 0), right: at(1, 0), up: at(0, 1) });
  }
  return placements;
}
