import { overlap } from '../../ocr/geometry.js';
import { mergeLines, type PlacedWord, type TextLine } from '../../ocr/lines.js';
import { fold } from './fold.js';
import { normalizeLabel } from './labels.js';
import {
  ambiguousDescriptionWords,
  columnHeaderWords,
  includesTax,
  itemNumberHeaderWords,
  netColumnWords,
  taxWords,
} from './vocabulary.js';

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

const ambiguous = new Set(ambiguousDescriptionWords.map(normalizeLabel));
const itemNumberWords = new Set(itemNumberHeaderWords.map(normalizeLabel));

/** A column's own spellings: its name and key. */
const ownNames = (col: LineItemColumnInput) =>
  [normalizeLabel(col.name), normalizeLabel(splitKey(col.key))].filter(Boolean);

/**
 * A column's header spellings: its own name and key (strong), their synonyms (weak), and the
 * words that may also name an item's number ("Item", "Position": weaker still).
 */
function variants(col: LineItemColumnInput): Map<string, number> {
  const own = ownNames(col);
  const out = new Map<string, number>(own.map((v) => [v, 2]));
  for (const group of synonymGroups)
    if (group.some((g) => own.includes(g)))
      for (const g of group) if (!out.has(g)) out.set(g, ambiguous.has(g) ? 0.5 : 1);
  return out;
}

/** The role a column plays in a line's arithmetic (quantity × unit price = amount), by its name. */
export type ColumnRole = 'quantity' | 'unitPrice' | 'amount' | 'description';
const roleWords = (Object.keys(columnHeaderWords) as ColumnRole[]).map(
  (role) => [role, new Set(columnHeaderWords[role].map(normalizeLabel))] as const,
);
export function roleOf(col: LineItemColumnInput): ColumnRole | undefined {
  const own = ownNames(col);
  return roleWords.find(([, words]) => own.some((o) => words.has(o)))?.[0];
}

/** A column of the table: one of the document type's (key), or one it does not keep (key null: "Tax", "Rabatt"). */
export interface HeaderCell {
  key: string | null;
  x0: number;
  x1: number;
  /** The header's words over it, folded letters only ("VAT %" → ["vat"]). */
  words?: string[];
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
  role?: ColumnRole | undefined;
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
      // A name's words are a word-space apart: two columns' names do not make one ("Artikel   Bezeichnung").
      if (j > i && words[j]!.box.x0 - words[j - 1]!.box.x1 > 0.8 * line.height) break;
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
    // An item's number column ("Pos.", "Art.-Nr.", "SKU") is a column of its own, however close.
    if (near && !itemNumberWords.has(headerWord(w))) {
      near.x0 = Math.min(near.x0, w.box.x0);
      near.x1 = Math.max(near.x1, w.box.x1);
    } else cells.push({ key: null, x0: w.box.x0, x1: w.box.x1, score: 0 });
  });
  cells.sort((a, b) => a.x0 - b.x0);
  for (const c of cells)
    c.words = words
      .filter((w) => overlap(w.box.x0, w.box.x1, c.x0, c.x1) > 0)
      .flatMap((w) => fold(w.text).split(/[^a-z]+/))
      .filter(Boolean);
  return {
    lineIndex,
    lastLineIndex,
    line,
    cells: netBeforeTax(cells, spellings),
    score: cells.reduce((s, c) => s + c.score, 0),
  };
}

const isTaxCell = (c: HeaderCell) =>
  (c.words ?? []).some((w) => taxWords.includes(w)) && !(c.words ?? []).some((w) => includesTax.includes(w));
const isNetCell = (c: HeaderCell) => (c.words ?? []).some((w) => netColumnWords.includes(w));

/**
 * Where tax columns follow the line's amount ("Net | VAT % | VAT | Total", "Prix | TVA |
 * Montant"), the amount is the line's net one: the column just before the first tax column,
 * when it is not the quantity or the unit price and its header does not say gross; a column
 * whose header says net ("Net", "Montant HT") wins wherever it is.
 */
function netBeforeTax<C extends HeaderCell>(cells: C[], spellings: readonly Spellings[]): C[] {
  const amountKey = spellings.find((s) => s.role === 'amount')?.key;
  const amount = cells.find((c) => c.key === amountKey);
  if (!amountKey || !amount) return cells;
  const firstTax = cells.findIndex(isTaxCell);
  if (firstTax < 0 || cells.indexOf(amount) < firstTax || isNetCell(amount)) return cells;
  const before = cells.slice(0, firstTax);
  const net = before.find((c) => isNetCell(c) && c.key === null) ?? before.at(-1);
  if (!net || (net.key !== null && net.key !== amountKey)) return cells;
  amount.key = null;
  net.key = amountKey;
  return cells;
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
  const spellings = columns.map((c) => ({ key: c.key, variants: variants(c), role: roleOf(c) }));
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
