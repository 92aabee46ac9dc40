import { ErrorCode, metadataKindOf, validateDocument } from '@docvue/contracts';
import type { VisibleDocument } from '../../access/documents.js';
import type { Database, Queryable } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { codeListsOf } from './code-lists-repository.js';
import { loadDocumentParts, partsForValidation } from './repository.js';

/**
 * Refuses a document that may not leave the company yet (docs/product/documents.md §5: before send and
 * sign), with every problem in the spec's words, the same the web shows before calling. Sent to a
 * company (`receiverCompanyId`, the document's own when not given), its third-party codes are held to
 * that company's lists where it keeps one (issue 40).
 */
export async function requireValidDocument(
  db: Database,
  doc: VisibleDocument,
  userId: number,
  receiverCompanyId: number | null = doc.receiverCompanyId,
): Promise<void> {
  const parts = await loadDocumentParts(db, doc, userId);
  const values = Object.fromEntries(
    parts.values.map((v) => [parts.definitions.find((d) => d.id === v.definitionId)?.key ?? '', v.value]),
  );
  const codeTypes = [...parts.definitions, ...parts.columns]
    .filter((c) => c.isThirdParty && metadataKindOf(c.metadataTypeId).values === 'masterData')
    .map((c) => c.metadataTypeId);
  const codeLists =
    receiverCompanyId === null || receiverCompanyId === doc.senderCompanyId
      ? undefined
      : await codeListsOf(db, receiverCompanyId, [...new Set(codeTypes)]);
  const problems = validateDocument({
    templateId: doc.templateId,
    lineItemsEnabled: parts.type.lineItemsEnabled,
    fields: parts.definitions,
    values,
    columns: parts.columns,
    lineItems: parts.lines.map((l) => l.cells),
    codeLists,
  });
  if (problems.length > 0) throw new AppError(ErrorCode.Validation, problems.join('\n'));
}

/**
 * The batch form of requireValidDocument (a statement run's hundred documents before they are
 * sent): the same rule, validateDocument, over parts read for the whole batch in four statements
 * instead of one document open each. Refuses with the first invalid document's problems.
 */
export async function requireValidDocuments(db: Queryable, docs: readonly VisibleDocument[]): Promise<void> {
  if (docs.length === 0) return;
  const { types, values, lines } = await partsForValidation(db, docs);
  const valuesOf = new Map<number, Map<number, string | null>>();
  for (const v of values) {
    const of = valuesOf.get(v.documentId) ?? new Map<number, string | null>();
    of.set(v.definitionId, v.value);
    valuesOf.set(v.documentId, of);
  }
  const linesOf = new Map<number, Record<string, string | null>[]>();
  for (const l of lines) linesOf.set(l.documentId, [...(linesOf.get(l.documentId) ?? []), l.cells]);
  for (const doc of docs) {
    const type = types.get(doc.documentTypeId)!;
    const own = valuesOf.get(doc.id);
    const problems = validateDocument({
      templateId: doc.templateId,
      lineItemsEnabled: type.lineItemsEnabled,
      fields: type.definitions,
      values: Object.fromEntries(type.definitions.map((d) => [d.key, own?.get(d.id) ?? null])),
      columns: type.columns,
      lineItems: linesOf.get(doc.id) ?? [],
    });
    if (problems.length > 0) throw new AppError(ErrorCode.Validation, problems.join('\n'));
  }
}
