import { isIsoDate } from './dates.js';
import { DocumentTemplate } from './ids.js';
import { routingNumberProblem, tinProblem } from './identifiers.js';
import { limits } from './limits.js';
import { metadataKindOf } from './metadata-kinds.js';
import { formatUsd, toCents } from './money.js';

/**
 * Document validation before send and sign (docs/product/documents.md §5), shared by the server (which
 * enforces it) and the web client (which shows it before calling), so both say the same.
 */
export interface FieldToValidate {
  key: string;
  name: string;
  metadataTypeId: number;
  isRequired: boolean;
  isThirdParty: boolean;
  isDollarTotal: boolean;
}

export interface ColumnToValidate {
  key: string;
  name: string;
  metadataTypeId: number;
  isRequired: boolean;
  isThirdParty: boolean;
  isAmount: boolean;
}

export interface DocumentToValidate {
  templateId: number;
  lineItemsEnabled: boolean;
  fields: FieldToValidate[];
  /** Metadata values by field key. */
  values: Record<string, string | null | undefined>;
  columns: ColumnToValidate[];
  lineItems: Record<string, string | null | undefined>[];
  /**
   * The receiving company's code lists by metadata type (its AFEs, cost centres, account codes,
   * wells): where it keeps one, a third-party field or cell holds one of its values (issue 40).
   * Absent or empty for a type: any text is kept.
   */
  codeLists?: Record<number, readonly string[]> | undefined;
}

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/** Division-order owner address fields are third-party but optional (docs/product/documents.md §5). */
const isDivisionOrderAddress = (templateId: number, key: string) =>
  templateId === DocumentTemplate.DivisionOrder && /address|city|state|zip/i.test(key);

function isFieldRequired(doc: DocumentToValidate, f: FieldToValidate): boolean {
  return f.isRequired || (f.isThirdParty && !isDivisionOrderAddress(doc.templateId, f.key));
}

/** What is wrong with one value of a field or cell, or null: used when saving and before sending. */
export function formatProblem(name: string, type: number, value: string): string | null {
  const { format } = metadataKindOf(type);
  if (value.length > limits.textMaxLength && format !== 'textarea') {
    return `${name} must be at most ${limits.textMaxLength} characters`;
  }
  if (value.length > limits.textAreaMaxLength) return `${name} must be at most ${limits.textAreaMaxLength} characters`;
  if ((format === 'numeric' || format === 'currency') && toCents(value) === null) return `${name} must be a number`;
  if (format === 'date' && !isIsoDate(value)) return `${name} must be a valid date`;
  return null;
}

/**
 * The fields of the network's templates that hold an identifier (the W-9's TIN, the ACH form's
 * routing number), by template and key: the keys are the templates' own (server
 * `document-types/templates`), the same in every company's instance.
 */
const identifierFields: Record<number, Record<string, (value: string, name: string) => string | null>> = {
  [DocumentTemplate.W9]: { tin: tinProblem },
  [DocumentTemplate.ACH]: { routingNumber: routingNumberProblem },
};

/**
 * What is wrong with one value of a field of a document of a template, or null: its format, then the
 * rule of an identifier field. Used when saving, before sending, and by the web as it is typed.
 */
export function fieldProblem(
  templateId: number,
  key: string,
  name: string,
  type: number,
  value: string,
): string | null {
  return formatProblem(name, type, value) ?? identifierFields[templateId]?.[key]?.(value, name) ?? null;
}

const rowHasData = (row: Record<string, string | null | undefined>) => Object.values(row).some((v) => !blank(v));

/** Every problem, in the spec's words; an empty list means the document may be sent. */
export function validateDocument(doc: DocumentToValidate): string[] {
  const problems: string[] = [];

  const missing = doc.fields.filter((f) => isFieldRequired(doc, f) && blank(doc.values[f.key])).map((f) => f.name);
  if (missing.length === 1) problems.push(`Field ${missing[0]} is required`);
  if (missing.length > 1) problems.push(`Fields ${missing.join(', ')} are required`);

  for (const f of doc.fields) {
    const v = doc.values[f.key];
    if (!blank(v)) {
      const p = fieldProblem(doc.templateId, f.key, f.name, f.metadataTypeId, v!.trim());
      if (p) problems.push(p);
    }
  }

  const rows = doc.lineItemsEnabled ? doc.lineItems.filter(rowHasData) : [];
  rows.forEach((row, i) => {
    const empty = doc.columns.filter((c) => (c.isRequired || c.isThirdParty) && blank(row[c.key])).map((c) => c.name);
    if (empty.length === 1) problems.push(`Line ${i + 1}: Field ${empty[0]} is required`);
    if (empty.length > 1) problems.push(`Line ${i + 1}: Fields ${empty.join(', ')} are required`);
    for (const c of doc.columns) {
      const v = row[c.key];
      if (!blank(v)) {
        const p = formatProblem(c.name, c.metadataTypeId, v!.trim());
        if (p) problems.push(`Line ${i + 1}: ${p}`);
      }
    }
  });

  problems.push(...unlistedCodeProblems(doc, rows));

  const totalField = doc.fields.find((f) => f.isDollarTotal);
  const amount = doc.columns.find((c) => c.isAmount);
  if (doc.lineItemsEnabled && totalField && amount && rows.length > 0) {
    const detail = detailTotalCents(rows, amount.key);
    const dollar = toCents(doc.values[totalField.key]) ?? 0;
    if (detail !== dollar) {
      problems.push(
        `Detail item total (${formatUsd(detail)}) does not match ${totalField.name} (${formatUsd(dollar)})`,
      );
    }
  }
  return problems;
}

/** The words for a code the receiving company does not keep: said where it is, field or line and column. */
export const unlistedCodeProblem = (name: string, value: string) =>
  `${name}: "${value}" is not one of the purchaser's values; pick one from the list`;

/** Third-party master-data values that are not in the receiving company's list for their type. */
function unlistedCodeProblems(doc: DocumentToValidate, rows: Record<string, string | null | undefined>[]) {
  const lists = doc.codeLists;
  if (!lists) return [];
  const unlisted = (type: number, v: string | null | undefined) => {
    const list = lists[type];
    return list !== undefined && list.length > 0 && !blank(v) && !list.includes(v!.trim());
  };
  const isCode = (c: { isThirdParty: boolean; metadataTypeId: number }) =>
    c.isThirdParty && metadataKindOf(c.metadataTypeId).values === 'masterData';
  const problems: string[] = [];
  for (const f of doc.fields.filter(isCode)) {
    const v = doc.values[f.key];
    if (unlisted(f.metadataTypeId, v)) problems.push(unlistedCodeProblem(f.name, v!.trim()));
  }
  const codeColumns = doc.columns.filter(isCode);
  rows.forEach((row, i) => {
    for (const c of codeColumns) {
      const v = row[c.key];
      if (unlisted(c.metadataTypeId, v)) problems.push(`Line ${i + 1}, ${unlistedCodeProblem(c.name, v!.trim())}`);
    }
  });
  return problems;
}

export function detailTotalCents(rows: Record<string, string | null | undefined>[], amountKey: string): number {
  return rows.reduce((sum, row) => sum + (toCents(row[amountKey]) ?? 0), 0);
}

/** The line-item total display: "remaining" when under the dollar total, "exceeded by" when over. */
export function detailTotalStatus(
  detailCents: number,
  dollarCents: number,
): { word: 'remaining' | 'exceeded by' | 'balanced'; cents: number } {
  if (detailCents === dollarCents) return { word: 'balanced', cents: 0 };
  return detailCents < dollarCents
    ? { word: 'remaining', cents: dollarCents - detailCents }
    : { word: 'exceeded by', cents: detailCents - dollarCents };
}
