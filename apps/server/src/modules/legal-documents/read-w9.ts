import type { OcrPage, W9Fields } from '@docvue/contracts';
import { groupLines, joinWords, phrases, type TextLine } from '../../ocr/index.js';
import { taxClassifications } from '../document-types/index.js';

/**
 * Reads a filled-in Form W-9: the name on line 1, the taxpayer identification number and the
 * federal tax classification that is ticked. General rules of the form (every revision since
 * 2011 labels line 1 "Name" and prints the TIN as an EIN 12-3456789 or an SSN 123-45-6789),
 * never rules of one file.
 */
export function readW9(pages: readonly OcrPage[]): W9Fields {
  const lines = pages.flatMap((p) => groupLines(p.ocrJson));
  return { name: nameOf(lines), tin: tinOf(lines), taxClassification: classificationOf(lines) };
}

const normalize = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, ' ')
    .trim();

/** Line 1's label: "1 Name of entity/individual", "Name (as shown on your income tax return)", "1 Name". */
const NAME_LABEL = /^(1\s+)?name\b(?!\s+of\s+(the\s+)?requester)/i;
/** Another printed label of the form, which is never a value. */
const FORM_LABEL = /^(\d[a-z]?\s+\S|name\b|business name|check\b|see\b|print or type|specific instructions)/i;

function nameOf(lines: readonly TextLine[]): string | null {
  const at = lines.findIndex((l) => NAME_LABEL.test(joinWords(l.words).trim()));
  if (at < 0) return null;
  const label = lines[at]!;
  // "Name: Acme Inc" on the label's own line, after a gap wider than a word space.
  const parts = phrases(label);
  if (parts.length > 1) {
    const after = joinWords(parts.slice(1).flat()).replace(/^[:\s]+/, '');
    if (after && !/\(|\bif different\b|\bdo not leave\b/i.test(after)) return after;
  }
  // Otherwise the value is written in the box below the label, within a few lines' height.
  for (const next of lines.slice(at + 1, at + 4)) {
    if (next.box.y0 - label.box.y1 > 4 * Math.max(label.height, next.height)) break;
    const text = joinWords(next.words).trim();
    if (!text || FORM_LABEL.test(text)) continue;
    if (/^\(.*\)$/.test(text) || /on line 1|income tax return|do not leave this line blank/i.test(text)) continue;
    return text;
  }
  return null;
}

const EIN = /(?:^|[^\d])(\d{2})-(\d{7})(?!\d)/;
const SSN = /(?:^|[^\d])(\d{3})-(\d{2})-(\d{4})(?!\d)/;
/** Digits in the form's boxes, one a box: "1 2 - 3 4 5 6 7 8 9" reads as a run of digits and dashes. */
const BOXED = /^[\d\s-–]+$/;

/** The TIN: the first EIN or SSN written on the form, spaces between boxed digits ignored. */
function tinOf(lines: readonly TextLine[]): string | null {
  for (const line of lines) {
    for (const part of phrases(line, 3)) {
      const text = joinWords(part).replace(/[–—]/g, '-');
      const compact = BOXED.test(text) ? text.replace(/\s+/g, '') : text.replace(/\s*-\s*/g, '-');
      const ein = EIN.exec(compact);
      if (ein) return `${ein[1]}-${ein[2]}`;
      const ssn = SSN.exec(compact);
      if (ssn) return `${ssn[1]}-${ssn[2]}-${ssn[3]}`;
      const digits = compact.replace(/-/g, '');
      if (BOXED.test(text) && /^\d{9}$/.test(digits) && text.includes(' ')) {
        return `${digits.slice(0, 2)}-${digits.slice(2)}`;
      }
    }
  }
  return null;
}

/** A tick in a box as a text layer or OCR gives it. */
const MARK = /^(\[?[xX✓✔✗✘☒☑■]\]?)$/;

/**
 * The classification whose box is ticked: a mark just left of the choice's words on the same
 * line. None or more than one ticked reads as nothing (a person must look).
 */
function classificationOf(lines: readonly TextLine[]): string | null {
  const ticked = new Set<string>();
  for (const line of lines) {
    const words = line.words;
    for (let i = 0; i < words.length; i++) {
      const tail = normalize(joinWords(words.slice(i, i + 6)));
      const choice = taxClassifications.find((c) => tail.startsWith(normalize(c).split(' ').slice(0, 2).join(' ')));
      if (!choice) continue;
      const prev = words[i - 1];
      if (prev && MARK.test(prev.text) && words[i]!.box.x0 - prev.box.x1 < 3 * line.height) ticked.add(choice);
    }
  }
  return ticked.size === 1 ? [...ticked][0]! : null;
}
