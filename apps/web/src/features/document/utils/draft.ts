import {
  formatProblem,
  metadataKindOf,
  type DocumentResponse,
  type ExtractionSource,
  type LineItemCells,
  type OcrRegion,
} from '@docvue/contracts';
import { withComputedAmount, type AmountColumns } from './line-amount';

/** One line-item row being edited; `id` keeps React's rows apart while rows come and go. */
export interface DraftRow {
  id: number;
  cells: LineItemCells;
}

/** What the user has changed on the screen and not saved yet. */
export interface Draft {
  /** `${id}:${updatedAt}` of the document the draft started from. */
  base: string;
  values: Record<string, string | null>;
  /** Fields filled by extraction (saved with autoExtracted). */
  autoExtracted: Record<string, boolean>;
  /** How the auto-filled values still on screen were read: their source and confidence. */
  extraction: Record<string, { source: ExtractionSource; confidence?: number | undefined }>;
  /** Where a value was captured from the page, so the server learns the region. */
  captured: Record<string, OcrRegion>;
  rows: DraftRow[];
  /** Set when the recipient party field was changed. */
  receivingPartyId?: number | null;
  /**
   * The user changed something. What the screen fills in by itself (the recipient, values
   * read from the page) is filled in again on the next visit, so leaving without saving it
   * loses nothing and is not asked about.
   */
  touched: boolean;
  /**
   * A Send (or Sign) found required values missing: from then on each empty required field and
   * cell says so where it is, not only in the message listing them.
   */
  showMissing: boolean;
}

export type DraftAction =
  | { type: 'reset'; doc: DocumentResponse }
  | { type: 'setValue'; key: string; value: string | null; region?: OcrRegion; extracted?: boolean }
  | { type: 'setReceivingParty'; partyId: number | null }
  | {
      type: 'setCell';
      rowId: number;
      column: string;
      value: string | null;
      defaults?: LineItemCells;
      /** The line's amount follows its quantity × unit price (issue 40). */
      amount?: AmountColumns | null;
    }
  | { type: 'addRow'; columns: string[]; defaults?: LineItemCells }
  /** overwrite: filled cells below take the value too (asked first: fillDownOverwrites). */
  | { type: 'fillDown'; column: string; overwrite?: boolean }
  | { type: 'showMissing' }
  | { type: 'deleteRow'; rowId: number; columns: string[] }
  | {
      type: 'acceptRows';
      rows: LineItemCells[];
      columns: string[];
      defaults?: LineItemCells;
      /** The header coding the suggested rows were filled with (savedHeaderCoding). */
      suggestedWith?: LineItemCells;
    }
  | {
      type: 'extracted';
      values: { key: string; value: string; source?: ExtractionSource; confidence?: number | undefined }[];
      editableKeys: string[];
      /**
       * Read from a replacement file (Replace File, issue 28): for these fields (those read from a
       * page), what it says takes the place of the values of the file it replaces, not only of empty ones.
       */
      replacing?: string[];
    };

/**
 * What a fill-down with overwrite would change beyond an ordinary one: the lines below the column's
 * first filled cell whose own, different value it would replace, and that value.
 */
export function fillDownOverwrites(rows: DraftRow[], column: string): { value: string; lines: number[] } | null {
  const first = rows.findIndex((r) => normalize(r.cells[column]) !== null);
  if (first < 0) return null;
  const value = normalize(rows[first]!.cells[column])!;
  const lines = rows.flatMap((r, i) => {
    const own = normalize(r.cells[column]);
    return i > first && own !== null && own !== value ? [i + 1] : [];
  });
  return lines.length > 0 ? { value, lines } : null;
}

export const baseOf = (doc: DocumentResponse) => `${doc.id}:${doc.updatedAt}`;

let nextRowId = 1;
const row = (cells: LineItemCells): DraftRow => ({ id: nextRowId++, cells: { ...cells } });
const emptyCells = (columns: string[]): LineItemCells => Object.fromEntries(columns.map((c) => [c, null]));

export const normalize = (v: string | null | undefined) =>
  v === null || v === undefined || v.trim() === '' ? null : v.trim();
export const rowHasData = (cells: LineItemCells) => Object.values(cells).some((v) => normalize(v) !== null);

/** What is wrong with a field's or cell's value: its format, or 'Required' when it must be filled and is not. */
export function problemOf(name: string, typeId: number, value: string | null | undefined, mustBeFilled: boolean) {
  const trimmed = normalize(value);
  if (trimmed === null) return mustBeFilled ? 'Required' : null;
  return formatProblem(name, typeId, trimmed);
}

/**
 * The cells a default fills: the empty ones, and those holding `replaced`'s value for the column
 * (the header's coding as the server last knew it, which a suggested row carries: the header the
 * person has changed since wins).
 */
const withDefaults = (
  cells: LineItemCells,
  defaults: LineItemCells | undefined,
  replaced: LineItemCells = {},
): LineItemCells => {
  if (!defaults) return cells;
  const filled = { ...cells };
  for (const [k, v] of Object.entries(defaults)) {
    const own = normalize(filled[k]);
    if (normalize(v) !== null && (own === null || own === normalize(replaced[k]))) filled[k] = v;
  }
  return filled;
};

/**
 * The header's values a new line takes: a column of the same master-data type as a header
 * field (the AFE, well, cost centre read or typed in the header) starts with its value.
 */
export function headerDefaults(doc: DocumentResponse, draft: Pick<Draft, 'values'>): LineItemCells {
  return headerCoding(doc, draft.values);
}

/** The header's coding as the server holds it: what the server's suggested rows were filled with. */
export const savedHeaderCoding = (doc: DocumentResponse): LineItemCells =>
  headerCoding(doc, Object.fromEntries(doc.metadata.map((m) => [m.key, m.value])));

function headerCoding(doc: DocumentResponse, values: Draft['values']): LineItemCells {
  const coding: LineItemCells = {};
  for (const c of doc.lineItemColumns) {
    if (c.isReadonly || metadataKindOf(c.metadataTypeId).values !== 'masterData') continue;
    const field = doc.metadata.find((m) => m.metadataDefinition.metadataType.id === c.metadataTypeId);
    const value = field ? normalize(values[field.key]) : null;
    if (value !== null) coding[c.key] = value;
  }
  return coding;
}

/** The recipient's party field: the spec's docPurchaserName key on an AR invoice. */
export const RECIPIENT_FIELD_KEY = 'docPurchaserName';

/**
 * A fresh draft of a document. An editable document whose recipient field is empty gets the
 * party it was uploaded for, once its page text has been read (values the server fills while
 * reading are not overwritten by an early draft).
 */
export function initialDraft(doc: DocumentResponse): Draft {
  const values = Object.fromEntries(doc.metadata.map((m) => [m.key, m.value]));
  const recipient = doc.metadata.find((m) => m.key === RECIPIENT_FIELD_KEY);
  if (
    doc.actions.edit &&
    doc.ocrStatus !== 'queued' &&
    recipient &&
    !recipient.metadataDefinition.isReadonly &&
    normalize(recipient.value) === null &&
    doc.receivingParty
  ) {
    values[recipient.key] = doc.receivingParty.name;
  }
  const columns = doc.lineItemColumns.map((c) => c.key);
  const rows = doc.lineItems.length > 0 ? doc.lineItems.map(row) : [row(emptyCells(columns))];
  return {
    base: baseOf(doc),
    values,
    autoExtracted: Object.fromEntries(doc.metadata.map((m) => [m.key, m.autoExtracted])),
    extraction: {},
    captured: {},
    rows,
    touched: false,
    showMissing: false,
  };
}

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  const next = apply(draft, action);
  const byUser = action.type !== 'reset' && action.type !== 'extracted' && action.type !== 'showMissing';
  return byUser && next !== draft && !next.touched ? { ...next, touched: true } : next;
}

function apply(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'reset':
      return initialDraft(action.doc);
    case 'setValue': {
      const captured = { ...draft.captured };
      if (action.region) captured[action.key] = action.region;
      else delete captured[action.key];
      // A value the user typed or captured is theirs: no longer an extraction to check.
      const { [action.key]: _replaced, ...extraction } = draft.extraction;
      return {
        ...draft,
        extraction,
        values: { ...draft.values, [action.key]: action.value },
        autoExtracted: { ...draft.autoExtracted, [action.key]: action.extracted ?? false },
        captured,
      };
    }
    case 'setReceivingParty':
      return { ...draft, receivingPartyId: action.partyId };
    case 'setCell':
      return {
        ...draft,
        rows: draft.rows.map((r) => {
          if (r.id !== action.rowId) return r;
          const changed = { ...r.cells, [action.column]: action.value };
          const a = action.amount;
          const factor = a && (action.column === a.quantity || action.column === a.unitPrice);
          const cells = factor ? withComputedAmount(r.cells, changed, a) : changed;
          // A line just begun takes the header's coding, as an added one does.
          return { ...r, cells: rowHasData(r.cells) ? cells : withDefaults(cells, action.defaults) };
        }),
      };
    case 'addRow':
      return { ...draft, rows: [...draft.rows, row(withDefaults(emptyCells(action.columns), action.defaults))] };
    case 'fillDown': {
      // Each empty cell of a line below takes the value above it, as a spreadsheet's fill-down;
      // overwriting, every line below the first filled cell takes its value (issue 40: the cells a
      // rejection asked to correct are filled ones).
      const rows: DraftRow[] = [];
      let above: string | null = null;
      for (const r of draft.rows) {
        const own = normalize(r.cells[action.column]);
        if (own !== null && (above === null || !action.overwrite)) above = own;
        const fill = above !== null && own !== above && (own === null || action.overwrite) && rowHasData(r.cells);
        rows.push(fill ? { ...r, cells: { ...r.cells, [action.column]: above } } : r);
      }
      return { ...draft, rows };
    }
    case 'showMissing':
      return draft.showMissing ? draft : { ...draft, showMissing: true };
    case 'deleteRow': {
      // The last row is cleared rather than removed (docs/product/documents.md §4).
      if (draft.rows.length === 1) return { ...draft, rows: [row(emptyCells(action.columns))] };
      return { ...draft, rows: draft.rows.filter((r) => r.id !== action.rowId) };
    }
    case 'extracted': {
      // Extraction fills only empty, editable fields (docs/product/documents.md §4); a replacement
      // file's values replace those of the file it replaces.
      const fill = action.values.filter(
        (v) =>
          action.editableKeys.includes(v.key) &&
          (action.replacing?.includes(v.key)
            ? normalize(draft.values[v.key]) !== normalize(v.value)
            : normalize(draft.values[v.key]) === null),
      );
      // Values filled while the page was read come back the same: they are shown as extracted too.
      const kept = action.values.filter(
        (v) => draft.autoExtracted[v.key] && normalize(draft.values[v.key]) === normalize(v.value),
      );
      const described = [...fill, ...kept].filter((v) => v.source);
      if (fill.length === 0 && described.length === 0) return draft;
      return {
        ...draft,
        values: { ...draft.values, ...Object.fromEntries(fill.map((v) => [v.key, v.value])) },
        autoExtracted: { ...draft.autoExtracted, ...Object.fromEntries(fill.map((v) => [v.key, true])) },
        extraction: {
          ...draft.extraction,
          ...Object.fromEntries(described.map((v) => [v.key, { source: v.source!, confidence: v.confidence }])),
        },
      };
    }
    case 'acceptRows': {
      const kept = draft.rows.filter((r) => rowHasData(r.cells));
      const added = action.rows.map((cells) =>
        row(withDefaults({ ...emptyCells(action.columns), ...cells }, action.defaults, action.suggestedWith)),
      );
      return { ...draft, rows: [...kept, ...added] };
    }
  }
}

const rowsOf = (cells: LineItemCells[]) =>
  JSON.stringify(
    cells.filter(rowHasData).map((c) => Object.fromEntries(Object.entries(c).map(([k, v]) => [k, normalize(v)]))),
  );

function changedKeys(doc: DocumentResponse, draft: Draft): string[] {
  return doc.metadata.filter((m) => normalize(draft.values[m.key]) !== normalize(m.value)).map((m) => m.key);
}

const rowsChanged = (doc: DocumentResponse, draft: Draft) =>
  doc.lineItemsEnabled && rowsOf(draft.rows.map((r) => r.cells)) !== rowsOf(doc.lineItems);

const partyChanged = (doc: DocumentResponse, draft: Draft) =>
  draft.receivingPartyId !== undefined && draft.receivingPartyId !== (doc.receivingParty?.id ?? null);

/**
 * Whether there are edits to save. A replacement file is not one: it waits on the server
 * until the document is resubmitted (or discarded), so leaving loses nothing.
 */
export function isDirty(doc: DocumentResponse, draft: Draft): boolean {
  if (!doc.actions.edit) return false;
  return changedKeys(doc, draft).length > 0 || rowsChanged(doc, draft) || partyChanged(doc, draft);
}

/** Edits the user made that saving would keep: leaving the screen with them asks first. */
export const hasUnsavedEdits = (doc: DocumentResponse, draft: Draft) => draft.touched && isDirty(doc, draft);

/** The body of `PUT /documents/{id}`: the changed values, the rows when they changed, the recipient. */
export function saveBodyOf(doc: DocumentResponse, draft: Draft) {
  const columns = doc.lineItemColumns.map((c) => c.key);
  return {
    metadata: changedKeys(doc, draft).map((key) => ({
      key,
      value: normalize(draft.values[key]),
      ...(draft.autoExtracted[key] ? { autoExtracted: true } : {}),
      ...(draft.captured[key] ? { capturedRegion: draft.captured[key] } : {}),
    })),
    ...(rowsChanged(doc, draft)
      ? {
          lineItems: draft.rows
            .filter((r) => rowHasData(r.cells))
            .map((r) => Object.fromEntries(columns.map((c) => [c, normalize(r.cells[c])]))),
        }
      : {}),
    ...(partyChanged(doc, draft) ? { receivingPartyId: draft.receivingPartyId } : {}),
  };
}
