import { MetadataType, metadataKindOf, toCents, type LineItemCells, type OcrPage } from '@docvue/contracts';
import { overlap } from '../../ocr/geometry.js';
import { groupLines, joinWords, phrases, type PlacedWord, type TextLine } from '../../ocr/lines.js';
import { findAmounts } from './amounts.js';
import { conventionsOf, type DocumentConventions } from './conventions.js';
import { headerCoding, withHeaderCoding } from './header-coding.js';
import { layoutOf, normalizeLabel } from './labels.js';
import { findHeader, roleOf, type HeaderCell, type LineItemColumnInput } from './table-header.js';
import { cleanValue } from './values.js';
import { tableEndWords } from './vocabulary.js';

export type { LineItemColumnInput } from './table-header.js';

/** The header column a run of words belongs to: most horizontal overlap, else the nearest. */
function columnOf(words: readonly PlacedWord[], cells: readonly HeaderCell[]): HeaderCell {
  const x0 = words[0]!.box.x0;
  const x1 = words[words.length - 1]!.box.x1;
  return cells.reduce((best, c) => (overlap(x0, x1, c.x0, c.x1) > overlap(x0, x1, best.x0, best.x1) ? c : best));
}

/** A sum, tax or total line ("Subtotal", "zzgl. 19 % MwSt.", "Total HT") closes the table. */
function endsTable(line: TextLine): boolean {
  const first = normalizeLabel(line.words[0]!.text);
  const two = first + normalizeLabel(line.words[1]?.text ?? '');
  return tableEndWords.some((w) => first === w || two === w || (w.length > 4 && first.startsWith(w)));
}

type Row = Map<string, string[]>;

/** The key a column not kept ("VAT", "Gross") files its cells under: its figures can still be a line's net amount. */
const otherKey = (cells: readonly HeaderCell[], cell: HeaderCell) => `\u0000${cells.indexOf(cell)}`;
const isOtherKey = (key: string) => key.startsWith('\u0000');

/**
 * Cells of one table line: each phrase to its column (word by word when a phrase spans
 * columns). Columns the document type does not keep are kept too, under keys of their own.
 */
function readRow(line: TextLine, cells: readonly HeaderCell[]): Row {
  const row: Row = new Map();
  const put = (ws: readonly PlacedWord[]) => {
    const cell = columnOf(ws, cells);
    const key = cell.key ?? otherKey(cells, cell);
    row.set(key, [...(row.get(key) ?? []), joinWords(ws)]);
  };
  const all = phrases(line);
  for (const [i, phrase] of all.entries()) {
    const x0 = phrase[0]!.box.x0;
    const x1 = phrase[phrase.length - 1]!.box.x1;
    const spanned = cells.filter((c) => overlap(x0, x1, c.x0, c.x1) > 0).length;
    // A position number printed left of the table's first header name, under no name of its own
    // ("1", "10.", "#3" before the description), is not the description's.
    if (i === 0 && all.length > 1 && spanned === 0 && x1 < cells[0]!.x0 && /^#?\d{1,4}[.)]?$/.test(joinWords(phrase))) {
      row.set(otherKey(cells, cells[0]!) + 'left', [joinWords(phrase)]);
      continue;
    }
    if (spanned > 1) phrase.forEach((w) => put([w]));
    else put(phrase);
  }
  return row;
}

const isNumericType = (typeId: number | undefined) =>
  ['numeric', 'currency'].includes(metadataKindOf(typeId ?? MetadataType.Text).format);

interface TableLine {
  line: TextLine;
  row: Row;
  /** It holds a number in a numeric column: an item's own line, not a description's wrap. */
  anchor: boolean;
}

interface TableRead {
  lines: TableLine[];
  /** The sum, tax or total line that closed it. */
  end?: TextLine;
  /** The table ran to the end of the page without a total: it may go on on the next page. */
  open: boolean;
}

/** The keys of the columns a line's arithmetic is checked with. */
interface RoleKeys {
  quantity?: string | undefined;
  unitPrice?: string | undefined;
  amount?: string | undefined;
}

const numberIn = (
  texts: readonly string[] | undefined,
  conventions: DocumentConventions,
  kind: number = MetadataType.Currency,
) => (texts?.length ? cleanValue({ metadataTypeId: kind }, texts.map(groupedNumber).join(' '), conventions) : null);

/**
 * A cell holding one number grouped by spaces ("1 250,50", "1 000"): one number, the cell
 * being one column's (a phrase across columns is cut word by word, readRow).
 */
function groupedNumber(text: string): string {
  return /^[-−(]?\d{1,3}(?: \d{3})+(?:[.,]\d{1,4})?\)?$/.test(text.trim()) ? text.replace(/ /g, '') : text;
}

/**
 * Quantity × unit price against the line's amount: whether it holds (to the cent, rounding
 * allowed), and, when it does not, the line's other figure it equals (a net amount printed
 * before tax and gross columns), in cents.
 */
function lineArithmetic(row: Row, keys: RoleKeys, conventions: DocumentConventions) {
  const none = { holds: false, other: undefined as string | undefined };
  if (!keys.quantity || !keys.unitPrice || !keys.amount) return none;
  const q = Number(numberIn(row.get(keys.quantity), conventions, MetadataType.Numeric));
  const p = toCents(numberIn(row.get(keys.unitPrice), conventions));
  if (!Number.isFinite(q) || q === 0 || p === null || !row.get(keys.quantity)?.length) return none;
  const target = q * p;
  const near = (text: string | null) => {
    const c = toCents(text);
    return c !== null && c !== 0 && Math.abs(c - target) <= 1.01;
  };
  if (near(numberIn(row.get(keys.amount), conventions))) return { holds: true, other: undefined };
  for (const [k, v] of row) {
    if (k === keys.amount || k === keys.quantity || k === keys.unitPrice) continue;
    for (const t of v) {
      const value = numberIn([t], conventions);
      if (near(value)) return { holds: false, other: value! };
    }
  }
  return none;
}

/** The quantity and unit price columns, by their names. */
const roleKeys = (columns: readonly LineItemColumnInput[]): RoleKeys => ({
  quantity: columns.find((c) => roleOf(c) === 'quantity')?.key,
  unitPrice: columns.find((c) => roleOf(c) === 'unitPrice')?.key,
});

/** The column of the items' amounts: the table's last numeric one. */
const amountKeyOf = (cells: readonly HeaderCell[], columns: readonly LineItemColumnInput[]) => {
  const numeric = new Set(columns.filter((c) => isNumericType(c.metadataTypeId)).map((c) => c.key));
  return [...cells].reverse().find((c) => c.key !== null && numeric.has(c.key))?.key ?? undefined;
};

/** Lines of the table below `from`, until a total line, a wide gap or the end of the page. */
function readTable(
  lines: readonly TextLine[],
  from: number,
  cells: readonly HeaderCell[],
  keys: RoleKeys,
  conventions: DocumentConventions,
  header: TextLine | null,
): TableRead {
  const amountKey = keys.amount;
  // An item's own line has a number in the table's last numeric column (its amount); a
  // quantity alone on a line ("1" under "Qty" between description lines) is part of an item.
  const numericKeys = amountKey ? [amountKey] : [];
  const out: TableLine[] = [];
  let last = header;
  for (const line of lines.slice(from)) {
    const gap = last ? line.box.y0 - last.box.y1 : 0;
    // A wide gap ends the table, unless nothing of it was read yet (a continued table's top).
    if (last && out.length > 0 && gap > 2.5 * Math.max(line.height, last.height)) return { lines: out, open: true };
    const row = readRow(line, cells);
    // A sum word starts it, but its quantity times its price is its amount: an item ("Tax advice  1  850.00  850.00").
    if (endsTable(line) && !lineArithmetic(row, keys, conventions).holds) return { lines: out, open: false, end: line };
    const anchor = numericKeys.some((k) =>
      (row.get(k) ?? []).some((t) => cleanValue({ metadataTypeId: MetadataType.Currency }, t, conventions) !== null),
    );
    // A continued table starts at its first item: the page's head above it is not the table.
    if (!header && !out.some((l) => l.anchor) && !anchor) continue;
    if ([...row.keys()].some((k) => !isOtherKey(k))) out.push({ line, row, anchor });
    last = line;
  }
  return { lines: out, open: true };
}

/** An item described as a sum or a tax ("VAT @ 0% on 80.65" under its figures) ends the items. */
const isSumRow = (row: Row, descriptionKey: string | undefined) => {
  const text = descriptionKey ? (row.get(descriptionKey) ?? []).join(' ') : '';
  const first = text.split(/\s+/).slice(0, 2).map(normalizeLabel);
  return tableEndWords.some((w) => first[0] === w || first[0]! + (first[1] ?? '') === w);
};

/**
 * The last item is a subtotal under a name that is not a sum word ("PURCHASES 119.95" under
 * the one item of 119.95, before "VAT" and "TOTAL AT CHECKOUT") when its amount is the sum of the
 * items above it and no figure from the table's end down is as large as the sum with it: a
 * grand total is never less than its items, so two items of the same price before "Total
 * 20.00" both stay.
 */
function endsWithUnnamedSubtotal(amounts: readonly (number | null)[], after: readonly number[]): boolean {
  const last = amounts.at(-1);
  const above = amounts.slice(0, -1);
  if (last == null || above.length === 0 || above.some((a) => a === null)) return false;
  const sum = above.reduce<number>((s, a) => s + a!, 0);
  return last === sum && !after.some((a) => a >= sum + last);
}

/**
 * Items of the table lines: each line with a number in the amount column is an item; lines
 * of text only are its description wrapping. Where the table's first line is an item's, items
 * start on their own line and wrap downwards: text lines join the item above, however many.
 * Otherwise they join the item whose line is nearest (above when equal), and text before the
 * first item that is not near it is not an item's.
 */
function itemsOf(table: readonly TableLine[]): Row[] {
  const anchors = table.filter((l) => l.anchor);
  const items = new Map(anchors.map((a) => [a, [a]]));
  const wrapsDown = table[0]?.anchor === true;
  let above: TableLine | undefined;
  for (const l of table) {
    if (l.anchor) above = l;
    if (l.anchor) continue;
    if (wrapsDown && above) {
      items.get(above)!.push(l);
      continue;
    }
    const distance = (a: TableLine) =>
      Math.abs(a.line.box.y0 - l.line.box.y0) + (a.line.box.y0 > l.line.box.y0 ? 0.01 : 0);
    const nearest = anchors.reduce<TableLine | null>((b, a) => (!b || distance(a) < distance(b) ? a : b), null);
    if (nearest && distance(nearest) < 3 * Math.max(l.line.height, nearest.line.height)) items.get(nearest)!.push(l);
  }
  return anchors.map((a) => {
    const parts = items.get(a)!.sort((x, y) => x.line.box.y0 - y.line.box.y0);
    const row: Row = new Map();
    for (const p of parts) for (const [k, v] of p.row) row.set(k, [...(row.get(k) ?? []), ...v]);
    return row;
  });
}

/**
 * Line items read from the table whose header row names the document type's line-item
 * columns (documents.md §3 "Proposed line items"). The header's words give the column bands,
 * its other words columns that are not kept; an item is a line with a number in a numeric
 * column, and the text lines around it are its description; rows run until a sum, tax or total
 * line. A table continued on the next page, under a repeated header or none, is read on;
 * columns not printed (AFE, GL codes) are null. Numbers and dates are read in the document's
 * conventions (decimal comma, day/month order).
 */
export function proposeLineItems(
  columns: readonly LineItemColumnInput[],
  pages: readonly OcrPage[],
  /** The document's own field values: coding columns the rows leave empty take them (header-coding.ts). */
  documentValues: Readonly<Record<string, string | null | undefined>> = {},
): { columnHeaders: { name: string; key: string }[]; suggestedRows: LineItemCells[] } {
  const columnHeaders = columns.map((c) => ({ name: c.name, key: c.key }));
  const conventions = conventionsOf(pages);
  const suggestedRows: LineItemCells[] = [];
  const tableWords = new Set<unknown>();
  let carried: HeaderCell[] | null = null;
  for (const page of pages) {
    const lines = groupLines(page.ocrJson);
    const header = findHeader(lines, columns);
    const cells: HeaderCell[] | null = header?.cells ?? carried;
    if (!cells) continue;
    const from = header ? header.lastLineIndex + 1 : 0;
    const amountKey = amountKeyOf(cells, columns);
    const keys: RoleKeys = { ...roleKeys(columns), amount: amountKey };
    const table = readTable(lines, from, cells, keys, conventions, header?.line ?? null);
    for (const l of [...(header ? [header.line] : []), ...table.lines.map((t) => t.line)])
      for (const w of l.words) tableWords.add(w.word);
    carried = table.open && table.lines.some((l) => l.anchor) ? cells : null;
    const descriptionKey = columns.find((c) => !isNumericType(c.metadataTypeId))?.key;
    const items = itemsOf(table.lines);
    // Figures printed just above their label ("0,00" over "VAT @ 0%") are the sum's, not an item.
    const lastAnchor = table.lines.filter((l) => l.anchor).at(-1);
    if (
      table.end &&
      lastAnchor &&
      descriptionKey &&
      !items.at(-1)?.get(descriptionKey)?.length &&
      table.end.box.y0 - lastAnchor.line.box.y1 < 1.5 * lastAnchor.line.height
    )
      items.pop();
    const sum = items.findIndex((r) => isSumRow(r, descriptionKey) && !lineArithmetic(r, keys, conventions).holds);
    const kept = sum < 0 ? items : items.slice(0, sum);
    if (table.end && amountKey) {
      const amount = (r: Row) =>
        toCents(cleanValue({ metadataTypeId: MetadataType.Currency }, (r.get(amountKey) ?? []).join(' '), conventions));
      const after = lines
        .slice(lines.indexOf(table.end))
        .flatMap((l) => findAmounts(joinWords(l.words), conventions.decimal).map((a) => toCents(a.value)))
        .filter((c): c is number => c !== null);
      if (endsWithUnnamedSubtotal(kept.map(amount), after)) kept.pop();
    }
    for (const row of kept) {
      // The line's net amount, where the amount column read is not quantity × price and another figure is.
      const other = lineArithmetic(row, keys, conventions).other;
      if (other !== undefined && amountKey) row.set(amountKey, [other]);
      const out: LineItemCells = {};
      for (const c of columns) {
        const text = row.get(c.key)?.map(groupedNumber).join(' ');
        out[c.key] = text
          ? cleanValue({ metadataTypeId: c.metadataTypeId ?? MetadataType.Text }, text, conventions)
          : null;
      }
      if (Object.values(out).some((v) => v !== null)) suggestedRows.push(out);
    }
  }
  if (suggestedRows.length === 0) return { columnHeaders, suggestedRows };
  const coding = headerCoding(columns, pages.map(layoutOf), conventions, tableWords, documentValues);
  return { columnHeaders, suggestedRows: withHeaderCoding(suggestedRows, coding) };
}
