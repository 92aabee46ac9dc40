import { metadataKindOf, type LineItemCells } from '@docvue/contracts';
import { patternCandidates } from './candidates.js';
import { choose } from './choose.js';
import type { DocumentConventions } from './conventions.js';
import { normalizeLabel, type PageLayout } from './labels.js';
import { patternRules, ruleLabels } from './rules.js';
import type { LineItemColumnInput } from './table-header.js';
import { cleanValue } from './values.js';

/*
 * An oilfield invoice often prints the purchaser's coding once, in its header ("AFE: 26-0311",
 * "Well: Mesa Verde 14-2H"), for every line below. A suggested row that has no cell of its own
 * for such a column takes the header's value: the document's own field of the same key when
 * it has one (what the person typed or accepted), else what the page prints after the
 * column's labels outside the table.
 */

const isText = (c: LineItemColumnInput) =>
  !['numeric', 'currency', 'date', 'textarea'].includes(metadataKindOf(c.metadataTypeId ?? 0).format);

/** The rule that names this column (AFE, well, cost centre …): only such columns are coding. */
const codingRule = (c: LineItemColumnInput) => {
  const names = [normalizeLabel(c.key), normalizeLabel(c.name)];
  return patternRules.find((r) => !r.total && r.fields.some((f) => names.includes(f)));
};

/** Header values for the coding columns, by column key. */
export function headerCoding(
  columns: readonly LineItemColumnInput[],
  layouts: readonly PageLayout[],
  conventions: DocumentConventions,
  /** Words of table lines (header and rows): a value under a column's header is a row's, not the header's. */
  tableWords: ReadonlySet<unknown>,
  documentValues: Readonly<Record<string, string | null | undefined>> = {},
): Record<string, string> {
  const labels = new Set([...ruleLabels, ...columns.map((c) => c.name)].map(normalizeLabel).filter(Boolean));
  const out: Record<string, string> = {};
  for (const column of columns) {
    const rule = codingRule(column);
    if (!rule || !isText(column)) continue;
    const own = documentValues[column.key]?.trim();
    if (own) {
      out[column.key] = own;
      continue;
    }
    const field = { key: column.key, name: column.name, metadataTypeId: column.metadataTypeId ?? 0 };
    const candidates = patternCandidates(field, rule, layouts, conventions, labels).filter(
      (c) => !c.words.some((w) => tableWords.has(w.word)),
    );
    const choice = choose(rule, candidates, new Set());
    const value = choice && cleanValue(field, choice.best.value, conventions);
    if (value) out[column.key] = value;
  }
  return out;
}

/** Rows with the header's coding in the cells they left empty. */
export function withHeaderCoding(rows: readonly LineItemCells[], coding: Readonly<Record<string, string>>) {
  return rows.map((row) => {
    const out: LineItemCells = { ...row };
    for (const [key, value] of Object.entries(coding)) if (out[key] == null || out[key] === '') out[key] = value;
    return out;
  });
}
