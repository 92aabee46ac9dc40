import {
  centsToDecimal,
  MetadataType,
  toCents,
  type LineChange,
  type ResubmissionChanges,
  type ValueChange,
} from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireVisibleDocument, type VisibleDocument } from '../../access/documents.js';
import type { Database } from '../../db/client.js';
import { presentRejection } from './presenter.js';
import { loadDocumentParts, type DocumentParts } from './repository.js';

type Cells = Record<string, string | null>;

/** Beyond this many line pairs the lines are compared by number, not aligned (a 5,000-line invoice stays cheap). */
const MAX_ALIGNED_PAIRS = 1_000_000;

const isNumberType = (metadataTypeId: number) =>
  metadataTypeId === MetadataType.Numeric || metadataTypeId === MetadataType.Currency;

const asNumber = (v: string) => {
  const text = v.replace(/[$,\s]/g, '');
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : null;
};

/** Whether two values differ as a person reads them: empty is empty, '390' is '390.00' in a number field. */
function differs(before: string | null, after: string | null, numeric: boolean): boolean {
  const a = before?.trim() || null;
  const b = after?.trim() || null;
  if (a === b) return false;
  if (a === null || b === null) return true;
  if (numeric) {
    const x = asNumber(a);
    const y = asNumber(b);
    if (x !== null && y !== null) return x !== y;
  }
  return true;
}

/** The columns of both versions, money first (quantity, price, amount), then coding and the rest in order. */
function columnOrder(parts: DocumentParts, before: Cells[], after: Cells[]) {
  const numeric = new Set(parts.columns.filter((c) => isNumberType(c.metadataTypeId) || c.isAmount).map((c) => c.key));
  const ordered = [
    ...parts.columns.filter((c) => numeric.has(c.key)).map((c) => c.key),
    ...parts.columns.filter((c) => !numeric.has(c.key)).map((c) => c.key),
  ];
  const orphans = [...before, ...after].flatMap((cells) => Object.keys(cells));
  return { keys: [...new Set([...ordered, ...orphans])], numeric };
}

/**
 * Pairs of line indexes equal in every cell (a longest common subsequence): what lies between
 * two pairs was removed, added or changed. Too many lines to align: none, lines compare by number.
 */
function unchangedPairs(before: string[], after: string[]): [number, number][] {
  const n = before.length;
  const m = after.length;
  if (n * m > MAX_ALIGNED_PAIRS) return [];
  const same = (a: string, b: string) => a === b;
  const lengths = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i]![j] = same(before[i]!, after[j]!)
        ? lengths[i + 1]![j + 1]! + 1
        : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (same(before[i]!, after[j]!)) pairs.push([i++, j++]);
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/**
 * Every line added, removed or changed: lines equal in every cell are matched wherever they moved;
 * between two matches, the rejected version's lines and the resubmission's pair up in order as
 * changed, and what is left over was removed or added.
 */
export function compareLines(parts: DocumentParts, before: Cells[], after: Cells[]): LineChange[] {
  const { keys, numeric } = columnOrder(parts, before, after);
  const diff = (a: Cells, b: Cells): ValueChange[] =>
    keys
      .filter((k) => differs(a[k] ?? null, b[k] ?? null, numeric.has(k)))
      .map((k) => ({ key: k, before: a[k] || null, after: b[k] || null }));
  // A line's content as one string, read as `differs` reads it: equal strings, equal lines.
  const signature = (cells: Cells) =>
    keys
      .map((k) => {
        const v = cells[k]?.trim() || '';
        const n = numeric.has(k) ? asNumber(v) : null;
        return n === null ? v : String(n);
      })
      .join('\u0000');
  const anchors: [number, number][] = [
    ...unchangedPairs(before.map(signature), after.map(signature)),
    [before.length, after.length],
  ];
  const changes: LineChange[] = [];
  let i = 0;
  let j = 0;
  for (const [nextI, nextJ] of anchors) {
    while (i < nextI && j < nextJ) {
      changes.push({ kind: 'changed', before: i + 1, after: j + 1, changes: diff(before[i]!, after[j]!) });
      i++;
      j++;
    }
    for (; i < nextI; i++) changes.push({ kind: 'removed', before: i + 1, after: null, changes: diff(before[i]!, {}) });
    for (; j < nextJ; j++) changes.push({ kind: 'added', before: null, after: j + 1, changes: diff({}, after[j]!) });
    i = nextI + 1;
    j = nextJ + 1;
  }
  return changes;
}

/** The invoice total's change (the type's dollar-total field), signed in cents: '+150.00'. */
function totalChange(key: string, before: string | null, after: string | null) {
  const a = toCents(before);
  const b = toCents(after);
  const cents = a !== null && b !== null ? b - a : null;
  const difference = cents === null ? null : `${cents > 0 ? '+' : ''}${centsToDecimal(cents)}`;
  return { key, before, after, difference };
}

/**
 * Everything a resubmission changed against the version its purchaser rejected (issue 40), so the
 * purchaser approves only what they saw: the total, every line, every header field the sender
 * keeps (document properties such as the scan date are the upload's, not the invoice's), and
 * whether each line and field the rejection named was answered. Resubmissions only (one more read).
 */
export async function resubmissionChanges(
  db: Database,
  ctx: TenantContext,
  doc: VisibleDocument,
  parts: DocumentParts,
): Promise<ResubmissionChanges | null> {
  if (doc.previousVersionDocId === null) return null;
  const previous = await requireVisibleDocument(db, ctx, doc.previousVersionDocId).catch(() => undefined);
  if (!previous) return null;
  const before = await loadDocumentParts(db, previous, ctx.user.userId);
  const rejection = presentRejection(before.rejectionDetails);

  const lines = compareLines(
    parts,
    before.lines.map((l) => l.cells),
    parts.lines.map((l) => l.cells),
  );

  const valueOf = (p: DocumentParts) => {
    const byId = new Map(p.values.map((v) => [v.definitionId, v.value]));
    return (key: string) => {
      const d = p.definitions.find((x) => x.key === key);
      return (d && byId.get(d.id)) || null;
    };
  };
  const old = valueOf(before);
  const now = valueOf(parts);
  const totalKey = parts.definitions.find((d) => d.isDollarTotal)?.key;
  const fieldDiffers = (key: string) => {
    const d = parts.definitions.find((x) => x.key === key);
    return differs(old(key), now(key), d !== undefined && isNumberType(d.metadataTypeId));
  };
  const total = totalKey && fieldDiffers(totalKey) ? totalChange(totalKey, old(totalKey), now(totalKey)) : null;
  const fields = parts.definitions
    .filter((d) => !d.isDocumentProperty && d.key !== totalKey && fieldDiffers(d.key))
    .map((d) => ({ key: d.key, before: old(d.key), after: now(d.key) }));

  // A named line is answered when it changed or went; a named field when its value changed.
  const touched = new Set(lines.flatMap((l) => (l.before !== null && l.kind !== 'added' ? [l.before] : [])));
  const named = {
    lines: (rejection?.lines ?? []).map((line) => ({ line, answered: touched.has(line) })),
    fields: (rejection?.fields ?? []).map((key) => ({ key, answered: fieldDiffers(key) })),
  };
  return { rejection, total, lines, fields, named };
}
