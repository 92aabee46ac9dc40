import { fieldProblem, formatProblem, type SaveDocumentBody } from '@docvue/contracts';
import type { DocumentParts } from './repository.js';

const normalize = (v: string | null | undefined) =>
  v === undefined || v === null || v.trim() === '' ? null : v.trim();

/** A field whose value a save changes. */
export interface ValueChange {
  definitionId: number;
  value: string | null;
  autoExtracted: boolean;
  old: string | null;
  name: string;
  type: number;
}

/** What a save changes, from the document as read and the body (pure: no database). */
export interface SavePlan {
  changes: ValueChange[];
  /** The line items as they will be, when the body sends them. */
  lineItems: Record<string, string | null>[] | undefined;
  /** Every value refused, with its field's name; nothing is saved when there is one. */
  problems: string[];
}

/**
 * Checks the values one by one (a malformed value is refused with its field's name; completeness
 * is checked at send) and keeps the ones that change: a value as it was is no change, and a
 * read-only field cannot change.
 */
export function planSave(
  parts: Pick<DocumentParts, 'definitions' | 'values' | 'columns' | 'type'>,
  body: SaveDocumentBody,
): SavePlan {
  const byKey = new Map(parts.definitions.map((d) => [d.key, d]));
  const current = new Map(parts.values.map((v) => [v.definitionId, v]));
  const problems: string[] = [];
  const changes: ValueChange[] = [];
  for (const entry of body.metadata) {
    const def = byKey.get(entry.key);
    if (!def) {
      problems.push(`Unknown field ${entry.key}`);
      continue;
    }
    const value = normalize(entry.value);
    const old = current.get(def.id)?.value ?? null;
    if (value === old) continue;
    if (def.isReadonly) {
      problems.push(`Field ${def.name} is read-only`);
      continue;
    }
    const problem =
      value === null ? null : fieldProblem(parts.type.templateId, def.key, def.name, def.metadataTypeId, value);
    if (problem) problems.push(problem);
    else
      changes.push({
        definitionId: def.id,
        value,
        autoExtracted: entry.autoExtracted ?? false,
        old,
        name: def.name,
        type: def.metadataTypeId,
      });
  }

  const columns = new Map(parts.columns.map((c) => [c.key, c]));
  const lineItems = body.lineItems?.map((row, i) => {
    const cells: Record<string, string | null> = {};
    for (const [key, raw] of Object.entries(row)) {
      const column = columns.get(key);
      if (!column) {
        problems.push(`Line ${i + 1}: unknown column ${key}`);
        continue;
      }
      const value = normalize(raw);
      const problem = value === null ? null : formatProblem(column.name, column.metadataTypeId, value);
      if (problem) problems.push(`Line ${i + 1}: ${problem}`);
      cells[key] = value;
    }
    return cells;
  });
  if (lineItems && lineItems.length > 0 && !parts.type.lineItemsEnabled)
    problems.push('This type of document has no line items.');
  return { changes, lineItems, problems };
}

/** The rows a save keeps (an empty row is no row), and whether they differ from the rows before. */
export function planLineItems(
  before: readonly { cells: Record<string, string | null> }[],
  after: Record<string, string | null>[],
) {
  const rows = after.filter((r) => Object.values(r).some((v) => v !== null));
  const same = JSON.stringify(before.map((b) => b.cells)) === JSON.stringify(rows);
  return { rows, same };
}
