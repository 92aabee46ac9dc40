import { MetadataType, type LineItemCells, type OcrPage } from '@docvue/contracts';
import { overlap } from '../ocr/geometry.js';
import { groupLines, joinWords, phrases, type PlacedWord, type TextLine } from '../ocr/lines.js';
import { normalizeLabel } from './labels.js';
import { cleanValue } from './values.js';

export interface LineItemColumnInput {
  key: string;
  name: string;
  /** Numeric and currency cells are cleaned to digits, minus and point; date cells to ISO. */
  metadataTypeId?: number;
}

/** Header words that mean the same column on different vendors' invoices. */
const synonymGroups: readonly (readonly string[])[] = [
  ['qty', 'quantity', 'units', 'hours', 'hrs'],
  ['unit price', 'price', 'rate', 'unit cost', 'unit rate', 'price each'],
  ['amount', 'total', 'ext amount', 'ext. amount', 'extended amount', 'line total', 'ext price', 'extended price'],
  ['description', 'item', 'service', 'item description', 'service description', 'details'],
  ['net', 'net value', 'owner net', 'net amount'],
  ['prod date', 'production date', 'prod month', 'production month'],
  ['gross value', 'gross', 'gross amount'],
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

interface HeaderCell {
  key: string;
  x0: number;
  x1: number;
}

interface Header {
  lineIndex: number;
  cells: HeaderCell[];
  score: number;
}

/** The columns a line names, if it reads as the table's header row. */
function matchHeader(line: TextLine, lineIndex: number, columns: readonly LineItemColumnInput[]): Header | null {
  const spellings = columns.map((c) => ({ key: c.key, variants: variants(c) }));
  const matches: { key: string; from: number; to: number; score: number }[] = [];
  const words = line.words;
  for (let i = 0; i < words.length; i++) {
    let text = '';
    for (let j = i; j < Math.min(words.length, i + 3); j++) {
      text += normalizeLabel(words[j]!.text);
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
  // A header row is mostly header words: two column names inside a sentence are not a table.
  if (cells.length < Math.min(2, columns.length) || usedWords.size < 0.6 * words.length) return null;
  cells.sort((a, b) => a.x0 - b.x0);
  return { lineIndex, cells, score: cells.reduce((s, c) => s + c.score, 0) };
}

/** The header column a run of words belongs to: most horizontal overlap, else the nearest. */
function columnOf(words: readonly PlacedWord[], cells: readonly HeaderCell[]): HeaderCell {
  const x0 = words[0]!.box.x0;
  const x1 = words[words.length - 1]!.box.x1;
  return cells.reduce((best, c) => (overlap(x0, x1, c.x0, c.x1) > overlap(x0, x1, best.x0, best.x1) ? c : best));
}

const endsTable = (line: TextLine) => /^(sub-?total|total|balance|amountdue)/.test(normalizeLabel(line.words[0]!.text));

/** Cells of one table line: each phrase to its column (word by word when a phrase spans columns). */
function readRow(line: TextLine, cells: readonly HeaderCell[]): Map<string, string[]> {
  const row = new Map<string, string[]>();
  const put = (ws: readonly PlacedWord[]) => {
    const key = columnOf(ws, cells).key;
    row.set(key, [...(row.get(key) ?? []), joinWords(ws)]);
  };
  for (const phrase of phrases(line)) {
    const x0 = phrase[0]!.box.x0;
    const x1 = phrase[phrase.length - 1]!.box.x1;
    const spanned = cells.filter((c) => overlap(x0, x1, c.x0, c.x1) > 0).length;
    if (spanned > 1) phrase.forEach((w) => put([w]));
    else put(phrase);
  }
  return row;
}

const numericTypes = new Set<number>([MetadataType.Numeric, MetadataType.Currency]);

/** Rows of the table under `header`, until a total line, a wide gap or the end of the page. */
function readTable(lines: readonly TextLine[], header: Header, columns: readonly LineItemColumnInput[]) {
  const rows: Map<string, string[]>[] = [];
  const left = header.cells[0]!.x0;
  let previous = lines[header.lineIndex]!;
  for (const line of lines.slice(header.lineIndex + 1)) {
    const gap = line.box.y0 - previous.box.y1;
    if (gap > 2 * Math.max(line.height, previous.height) || endsTable(line)) break;
    // Text well left of the table (a margin note) is not part of it.
    if (line.box.x1 < left) continue;
    const row = readRow(line, header.cells);
    const numeric = [...row.keys()].some((k) =>
      numericTypes.has(columns.find((c) => c.key === k)?.metadataTypeId ?? 0),
    );
    const last = rows[rows.length - 1];
    // A line with only text, tight under the previous row, is that row's text wrapping.
    if (last && !numeric && gap < 0.5 * line.height && [...row.keys()].some((k) => columns.find((c) => c.key === k)))
      for (const [k, v] of row) last.set(k, [...(last.get(k) ?? []), ...v]);
    else rows.push(row);
    previous = line;
  }
  return rows;
}

/**
 * Line items read from the table whose header row names the document type's line-item columns
 * (documents.md §3 "Proposed line items"). The header words' x-ranges are the column bands;
 * rows run until a Total/Subtotal line or a gap. A table continued on later pages under a
 * repeated header is read on; columns not printed (AFE, GL codes) are null.
 */
export function proposeLineItems(
  columns: readonly LineItemColumnInput[],
  pages: readonly OcrPage[],
): { columnHeaders: { name: string; key: string }[]; suggestedRows: LineItemCells[] } {
  const columnHeaders = columns.map((c) => ({ name: c.name, key: c.key }));
  const suggestedRows: LineItemCells[] = [];
  for (const page of pages) {
    const lines = groupLines(page.ocrJson);
    const header = lines
      .map((l, i) => matchHeader(l, i, columns))
      .reduce<Header | null>((best, h) => (h && (!best || h.score > best.score) ? h : best), null);
    if (!header) continue;
    for (const row of readTable(lines, header, columns)) {
      const cells: LineItemCells = {};
      for (const c of columns) {
        const text = row.get(c.key)?.join(' ');
        cells[c.key] = text ? cleanValue({ metadataTypeId: c.metadataTypeId ?? MetadataType.Text }, text) : null;
      }
      if (Object.values(cells).some((v) => v !== null)) suggestedRows.push(cells);
    }
  }
  return { columnHeaders, suggestedRows };
}
