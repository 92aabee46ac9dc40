import { formatUsd, toCents, type DocumentResponse, type ValueChange } from '@docvue/contracts';
import { displayValue } from '@/lib/format-value';

/**
 * The lines a rejection named, with what the vendor reads on them (issue 29): on the rejected
 * document, and on its resubmission (which shows what changed there).
 */
export function rejectedLines(doc: Pick<DocumentResponse, 'rejection' | 'resubmissionChanges' | 'routeStatusId'>) {
  const notes = new Map<number, string>();
  const rejection = doc.rejection ?? doc.resubmissionChanges?.rejection;
  if (!rejection) return notes;
  for (const line of rejection.lines) notes.set(line, `Rejected: ${rejection.reasonCode}`);
  return notes;
}

/** The fields a rejection named, with what the vendor reads beside them, as `rejectedLines` does for lines. */
export function rejectedFields(doc: Pick<DocumentResponse, 'rejection' | 'resubmissionChanges'>) {
  const notes = new Map<string, string>();
  const rejection = doc.rejection ?? doc.resubmissionChanges?.rejection;
  if (!rejection) return notes;
  for (const key of rejection.fields) notes.set(key, `Rejected: ${rejection.reasonCode}`);
  return notes;
}

/** The fields a rejection may name (Reject dialog): the document's, in their order, by name. */
export function contestableFields(doc: Pick<DocumentResponse, 'metadata'>) {
  return [...doc.metadata]
    .sort((a, b) => a.metadataDefinition.sortOrder - b.metadataDefinition.sortOrder)
    .map((m) => ({ key: m.key, name: m.name }));
}

/** A field's or column's name by key, for the messages (the key itself when the type has none). */
export function nameOf(doc: Pick<DocumentResponse, 'metadata' | 'lineItemColumns'>, key: string): string {
  if (key === 'lineItems') return 'Line Items';
  return doc.metadata.find((m) => m.key === key)?.name ?? doc.lineItemColumns.find((c) => c.key === key)?.name ?? key;
}

type ChangeDoc = Pick<DocumentResponse, 'metadata' | 'lineItemColumns' | 'resubmissionChanges'>;

/** A field's or column's type, to show its values as the document does (dates in the person's format, money in dollars). */
function typeOf(doc: ChangeDoc, key: string, isLine: boolean): number {
  const column = doc.lineItemColumns.find((c) => c.key === key)?.metadataTypeId;
  const field = doc.metadata.find((m) => m.key === key)?.metadataDefinition.metadataType.id;
  return (isLine ? (column ?? field) : (field ?? column)) ?? 1;
}

/** '+$150.00' / '-$30.00': a difference of money, signed. */
function signedUsd(difference: string): string {
  const cents = toCents(difference.replace(/^\+/, ''));
  if (cents === null) return difference;
  return `${cents > 0 ? '+' : cents < 0 ? '-' : ''}${formatUsd(Math.abs(cents))}`;
}

/**
 * Everything a resubmission changed against the rejected version, as the sentences both sides read
 * (issue 40), money first: the total, then each line added, removed or changed, then the other
 * fields; and what the rejection named, answered or not. Null when the document is no resubmission.
 */
export function resubmissionChangeList(doc: ChangeDoc, dateFormat: string) {
  const c = doc.resubmissionChanges;
  if (!c) return null;
  const shown = (key: string, v: string | null, isLine: boolean) =>
    v === null || v === '' ? '(empty)' : displayValue(typeOf(doc, key, isLine), v, dateFormat);
  const values = (ch: ValueChange, isLine: boolean) =>
    `${shown(ch.key, ch.before, isLine)} → ${shown(ch.key, ch.after, isLine)}`;
  const cells = (changes: ValueChange[], side: 'before' | 'after') =>
    changes.map((ch) => `${nameOf(doc, ch.key)} ${shown(ch.key, ch[side], true)}`).join(', ');
  const items: { id: string; text: string }[] = [];
  if (c.total) {
    const difference = c.total.difference === null ? '' : ` (${signedUsd(c.total.difference)})`;
    items.push({ id: 'total', text: `${nameOf(doc, c.total.key)}: ${values(c.total, false)}${difference}` });
  }
  for (const l of c.lines) {
    if (l.kind === 'added')
      items.push({ id: `added-${l.after}`, text: `Line ${l.after} added: ${cells(l.changes, 'after')}` });
    else if (l.kind === 'removed')
      items.push({ id: `removed-${l.before}`, text: `Line ${l.before} removed: ${cells(l.changes, 'before')}` });
    else {
      const moved = l.before === l.after ? '' : ` (line ${l.before} before)`;
      items.push({
        id: `changed-${l.before}`,
        text: `Line ${l.after}${moved}: ${l.changes.map((ch) => `${nameOf(doc, ch.key)} ${values(ch, true)}`).join(', ')}`,
      });
    }
  }
  for (const f of c.fields) items.push({ id: `field-${f.key}`, text: `${nameOf(doc, f.key)}: ${values(f, false)}` });
  const answered = (yes: boolean) => (yes ? 'answered' : 'not answered');
  const named = [
    ...c.named.lines.map((l) => ({
      id: `line-${l.line}`,
      text: `Line ${l.line}: ${answered(l.answered)}`,
      answered: l.answered,
    })),
    ...c.named.fields.map((f) => ({
      id: `field-${f.key}`,
      text: `${nameOf(doc, f.key)}: ${answered(f.answered)}`,
      answered: f.answered,
    })),
  ];
  return {
    reasonCode: c.rejection?.reasonCode ?? null,
    moneyChanged: c.total !== null || c.lines.some((l) => l.kind !== 'changed'),
    items,
    named,
  };
}
