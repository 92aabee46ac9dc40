import {
  cleanNumeric,
  dateFormats,
  formatProblem,
  isIsoDate,
  parseDateInFormat,
  toCents,
  type OcrQuad,
  type OcrRegion,
  type OcrWord,
} from '@docvue/contracts';
import { inputKindOf } from '@/lib/metadata-kinds';
import { parseDateTimeInFormat } from '@/lib/input-masks';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function boxOf(quad: OcrQuad): Box {
  const xs = quad.map((p) => p.X);
  const ys = quad.map((p) => p.Y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** The rectangle between two pointer positions, in page units. */
export function regionBetween(page: number, a: { x: number; y: number }, b: { x: number; y: number }): OcrRegion {
  return {
    page,
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/** The word under the pointer (a click), with a little slack around small words. */
export function wordAt(words: readonly OcrWord[], x: number, y: number, slack = 1): OcrWord | undefined {
  return words.find((w) => {
    const b = boxOf(w.Coordinates);
    return x >= b.x0 - slack && x <= b.x1 + slack && y >= b.y0 - slack && y <= b.y1 + slack;
  });
}

/** The words whose middle lies inside a dragged rectangle. */
export function wordsIn(words: readonly OcrWord[], r: OcrRegion): OcrWord[] {
  return words.filter((w) => {
    const b = boxOf(w.Coordinates);
    const cx = (b.x0 + b.x1) / 2;
    const cy = (b.y0 + b.y1) / 2;
    return cx >= r.x && cx <= r.x + r.width && cy >= r.y && cy <= r.y + r.height;
  });
}

/** Words in reading order: line by line (by their middles), left to right, joined by spaces. */
export function joinWords(words: readonly OcrWord[]): string {
  const placed = words
    .map((w) => ({ w, b: boxOf(w.Coordinates) }))
    .sort((a, b) => (a.b.y0 + a.b.y1) / 2 - (b.b.y0 + b.b.y1) / 2);
  const lines: (typeof placed)[] = [];
  for (const p of placed) {
    const line = lines.at(-1);
    const mid = (p.b.y0 + p.b.y1) / 2;
    const last = line?.at(-1);
    if (line && last && Math.abs(mid - (last.b.y0 + last.b.y1) / 2) <= (last.b.y1 - last.b.y0) / 2) line.push(p);
    else lines.push([p]);
  }
  return lines
    .map((l) =>
      l
        .sort((a, b) => a.b.x0 - b.b.x0)
        .map((p) => p.w.Text)
        .join(' '),
    )
    .join(' ')
    .trim();
}

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date printed on a page: the user's format first, the other formats, then "October 31, 2026". */
export function parsePrintedDate(text: string, userFormat: string): string | null {
  const t = text.trim().replace(/[.,;:]+$/, '');
  for (const f of [userFormat, ...dateFormats]) {
    const iso = parseDateInFormat(t, f);
    if (iso) return iso;
  }
  const m = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(t);
  const month = m ? monthNames.indexOf(m[1]!.toLowerCase()) + 1 : 0;
  if (!m || month === 0) return null;
  const iso = `${m[3]}-${String(month).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

export type CaptureResult = { value: string } | { problem: string };

/**
 * The value a captured text gives a field (docs/product/documents.md §4): currency and numeric keep only digits,
 * minus and point; dates must be valid; text is taken as it is (up to the field's length).
 */
export function captureValue(
  field: { name: string; metadataTypeId: number },
  text: string,
  dateFormat: string,
): CaptureResult {
  const kind = inputKindOf(field.metadataTypeId);
  const t = text.trim();
  if (t === '') return { problem: 'No text was found there.' };
  if (kind === 'numeric' || kind === 'currency') {
    const value = cleanNumeric(t);
    return toCents(value) === null ? { problem: `${field.name} must be a number` } : { value };
  }
  if (kind === 'date') {
    const value = parsePrintedDate(t, dateFormat);
    return value ? { value } : { problem: `${field.name} must be a valid date` };
  }
  if (kind === 'datetime') {
    const value = parseDateTimeInFormat(t.toUpperCase(), dateFormat);
    return value ? { value } : { problem: `${field.name} must be a valid date` };
  }
  const problem = formatProblem(field.name, field.metadataTypeId, t);
  return problem ? { problem } : { value: t };
}
