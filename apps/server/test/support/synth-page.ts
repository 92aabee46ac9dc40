import type { OcrPage, OcrWord } from '@docvue/contracts';

/** A page typed at known positions: each cell's words 6 pt per character, one space 3 pt wide. */
export function synthPage(rows: { y: number; cells: [number, string][] }[], size = 10): OcrPage {
  const words: OcrWord[] = [];
  for (const row of rows)
    for (const [x, text] of row.cells) {
      let at = x;
      for (const t of text.split(' ')) {
        const x1 = at + 6 * t.length;
        const [y0, y1] = [row.y - 0.8 * size, row.y + 0.2 * size];
        words.push({
          Text: t,
          Coordinates: [
            { X: at, Y: y0 },
            { X: x1, Y: y0 },
            { X: x1, Y: y1 },
            { X: at, Y: y1 },
          ],
        });
        at = x1 + 3;
      }
    }
  return { documentPage: 1, width: 612, height: 792, ocrJson: words };
}
