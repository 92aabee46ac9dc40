import { overlap } from '../../ocr/geometry.js';
import { mergeLines, type PlacedWord, type TextLine } from '../../ocr/lines.js';
import { normalizeLabel } from './labels.js';
import { columnHeaderWords } from './vocabulary.js';

export interface LineItemColumnInput {
  key: string;
  name: string;
  /** Numeric and currency cells are cleaned to digits, minus and point; date cells to ISO. */
  metadataTypeId?: number;
}

/** Header words that mean the same column on different vendors' invoices, in five languages. */
const synonymGroups: readonly (readonly string[])[] = [
  columnHeaderWords.quantity,
  columnHeaderWords.unitPrice,
  columnHeaderWords.amount,
  columnHeaderWords.description,
  ['net', 'net value', 'owner net', 'net amount'],
  ['prod date', 'production date', 'prod month', 'production month'],
  ['gross value', 'gross', 'gross amount'],
  // The purchaser's coding, where a vendor prints it in the table (oilfield invoices do).
  ['afe', 'afe #', 'afe no', 'afe number', 'afe nbr'],
  ['well', 'well name', 'well #', 'lease', 'lease name', 'lease/well', 'well/lease'],
  ['cost center', 'cost centre', 'cost ctr', 'cc'],
  ['account code', 'gl account', 'gl code', 'g/l account', 'g/l', 'gl', 'account', 'acct'],
  ['field ticket', 'field ticket #', 'ticket', 'ticket #', 'ticket no'],
  // The unit a line is billed in (a PIDX line's UnitOfMeasureCode: EA, HR, BBL …).
  ['unit', 'uom', 'u/m', 'unit of measure'],
].map((g) => g.map(normalizeLabel));

/** "unitPrice" → "unit Price": keys are camelCase column names. */
const splitKey = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

/** A column's header spellings: its own name and key (strong), and their synonyms (weak). */
function variants(col: LineItemColumnInput): Map<string, number> {
  const own = [normalizeLabel(col.name), normalizeLabel(splitKey(col.key))].filter(Boolean);
  const out = new Map<string, number>(own.map((v) => [v, 2]));
  for (const group of synonymGroups)
    if (group.some((g) => own.includes(g))) for (const g of group) if (!out.has(g)) out.set(g, 1);
  return out;
}

/** A column of the table: one of the document type's (key), or one it does not keep (key null: "Tax", "Rabatt"). */
export interface HeaderCell {
  key: string | null;
  x0: number;
  x1: number;
}

export interface Header {
  /** The header's first and last line: a header whose names wrap spans several. */
  lineIndex: number;
  lastLineIndex: number;
  /** Its lines as one. */
  line: TextLine;
  cells: HeaderCell[];
  score: number;
}

/** A column's key and its header spellings. */
interface Spellings {
  key: string;
  variants: Map<string, number>;
}

const hasFigure = (line: TextLine) => line.words.some((w) => /\d/.test(w.text));

/** Header text is a name, not a value: words with a currency unit in brackets are still names ("Amount(€)"). */
const headerWord = (w: PlacedWord) => normalizeLabel(w.text.replace(/\(.*\)/, ''));

/**
 * The columns a line names, if it reads as the table's header row: at least two of the
 * document type's columns, making up most of its words. Its other words are columns too,
 * kept apart so their cells ("0%" under "Tax") do not fall into a neighbour.
 */
function matchHeader(
  line: TextLine,
  lineIndex: number,
  lastLineIndex: number,
  spellings: readonly Spellings[],
): Header | null {
  const matches: { key: string; from: number; to: number; score: number }[] = [];
  const words = line.words;
  for (let i = 0; i < words.length; i++) {
    let text = '';
    for (let j = i; j < Math.min(words.length, i + 4); j++) {
      text += headerWord(words[j]!);
      for (const s of spellings) {
        const score = s.variants.get(text);
        if (score) matches.push({ key: s.key, from: i, to: j, score: score * 10 + (j - i) });
      }
    }
  }
  // Best matches first; each column and each word is used once.
  matches.sort((a, b) => b.score - a.score || a.from - b.from);
  const usedWords = new Set<number>();
  const cells: (HeaderCell & { score: number })[] = [];
  for (const m of matches) {
    if (cells.some((c) => c.key === m.key)) continue;
    const idx = Array.from({ length: m.to - m.from + 1 }, (_, k) => m.from + k);
    if (idx.some((k) => usedWords.has(k))) continue;
    idx.forEach((k) => usedWords.add(k));
    cells.push({ key: m.key, x0: words[m.from]!.box.x0, x1: words[m.to]!.box.x1, score: m.score });
  }
  // A header row is mostly header words, or names three columns and holds no number: two
  // column names inside a sentence are not a table.
  const named = words.filter((w) => headerWord(w) !== '').length;
  const enough = usedWords.size >= 0.5 * named || (cells.length >= 3 && !hasFigure(line));
  if (cells.length < Math.min(2, spellings.length) || !enough) return null;
  // The other words: one word-space from a named column, or stacked on it, they are part of
  // its name ("Owner Net", "Amount (EUR)", "AMOUNT" over "USD"); apart, run together while one
  // word-space apart, they are columns it does not keep ("Tax", "Rabatt").
  const space = 0.8 * line.height;
  words.forEach((w, i) => {
    if (usedWords.has(i)) return;
    const near = cells.find(
      (c) =>
        (c.x0 - w.box.x1 >= -1 && c.x0 - w.box.x1 < space) ||
        (w.box.x0 - c.x1 >= -1 && w.box.x0 - c.x1 < space) ||
        overlap(w.box.x0, w.box.x1, c.x0, c.x1) > 0,
    );
    if (near) {
      near.x0 = Math.min(near.x0, w.box.x0);
      near.x1 = Math.max(near.x1, w.box.x1);
    } else cells.push({ key: null, x0: w.box.x0, x1: w.box.x1, score: 0 });
  });
  cells.sort((a, b) => a.x0 - b.x0);
  return { lineIndex, lastLineIndex, line, cells, score: cells.reduce((s, c) => s + c.score, 0) };
}

/**
 * Lines that touch (less than a third of a line apart) read as one header row whose names
 * wrap: "AMOUNT" over "USD EUR" beside "PRODUCT", "Service" over "Period". Rows of a table
 * stand further apart: header to first row 0.55–1.3 line heights on the invoice corpus.
 */
const touching = (above: TextLine, below: TextLine) =>
  below.box.y0 - above.box.y1 < 0.3 * Math.max(above.height, below.height);

/** Most lines a header's names wrap over. */
const maxHeaderLines = 3;
/** Most words of a header line that wraps: a name's other half, not a sentence. */
const maxWrapWords = 3;

/**
 * The table's header: the line, or run of touching lines without figures, naming most of the
 * document type's columns. Of two equally good, the run that takes in short wrapped names
 * around one line (so they are not read as a row), else the fewer lines.
 */
export function findHeader(lines: readonly TextLine[], columns: readonly LineItemColumnInput[]): Header | null {
  const rank = (h: Header) => {
    const band = lines.slice(h.lineIndex, h.lastLineIndex + 1);
    const main = band.reduce((a, b) => (b.words.length > a.words.length ? b : a));
    const wrapsOnly = band.every((l) => l === main || l.words.length <= maxWrapWords);
    return h.score * 10 + (wrapsOnly ? 1 : -1) * (band.length - 1);
  };
  const spellings = columns.map((c) => ({ key: c.key, variants: variants(c) }));
  let best: Header | null = null;
  for (let i = 0; i < lines.length; i++) {
    for (let j = i; j < Math.min(lines.length, i + maxHeaderLines); j++) {
      if (j > i && (hasFigure(lines[i]!) || hasFigure(lines[j]!) || !touching(lines[j - 1]!, lines[j]!))) break;
      const header = matchHeader(j === i ? lines[i]! : mergeLines(lines.slice(i, j + 1)), i, j, spellings);
      if (header && (!best || rank(header) > rank(best))) best = header;
    }
  }
  return best;
}
