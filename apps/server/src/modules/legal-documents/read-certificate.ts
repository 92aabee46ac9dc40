import type { OcrPage } from '@docvue/contracts';
import { groupLines, joinWords, phrases, type PlacedWord, type TextLine } from '../../ocr/index.js';
import { unionBox } from '../../ocr/geometry.js';
import { parseDate } from '../extraction/index.js';

/** A column header of policy expiry dates: ACORD 25's "POLICY EXP (MM/DD/YYYY)", "Expiration Date", "Exp. Date". */
const EXPIRY_HEADER = /^(policy\s+)?(exp\b|exp\.|expir|expires|expiry)/i;
/** A label with the date after it on the same line: "Expiration Date: 06/30/2027", "Policy expires 2027-06-30". */
const EXPIRY_LABEL = /\b(expiration|expiry|expires|exp\.?)\b(\s+date)?\s*:?/i;

/**
 * The day an insurance certificate stops being valid: the earliest expiry among its policies
 * (a certificate is only as good as its first policy to lapse). Dates are read under a column
 * headed by an expiry label, or after such a label on its line. Null when none is written.
 */
export function readCertificateExpiry(pages: readonly OcrPage[]): string | null {
  const found: string[] = [];
  for (const page of pages) {
    const lines = groupLines(page.ocrJson);
    found.push(...datesUnderExpiryColumns(lines), ...datesAfterExpiryLabels(lines));
  }
  return found.sort()[0] ?? null;
}

/** The phrases of a line that head an expiry column ("POLICY EXP", "Expiration Date"), never an effective one. */
function expiryHeadsOf(line: TextLine): PlacedWord[][] {
  return phrases(line).filter((phrase) => {
    const text = joinWords(phrase);
    return EXPIRY_HEADER.test(text) && !/\beff/i.test(text) && !/\d/.test(text);
  });
}

function datesUnderExpiryColumns(lines: readonly TextLine[]): string[] {
  const out: string[] = [];
  lines.forEach((line, at) => {
    for (const head of expiryHeadsOf(line)) {
      const box = unionBox(head.map((w) => w.box));
      const x0 = box.x0 - line.height;
      const x1 = box.x1 + line.height;
      for (const below of lines.slice(at + 1)) {
        for (const w of below.words) {
          const cx = (w.box.x0 + w.box.x1) / 2;
          if (cx < x0 || cx > x1) continue;
          const date = parseDate(w.text);
          if (date && /\d{4}/.test(w.text)) out.push(date);
        }
      }
    }
  });
  return out;
}

function datesAfterExpiryLabels(lines: readonly TextLine[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = joinWords(line.words);
    const m = EXPIRY_LABEL.exec(text);
    if (!m) continue;
    const date = parseDate(text.slice(m.index + m[0].length));
    if (date) out.push(date);
  }
  return out;
}
