import { ErrorCode, validateDocument } from '@docvue/contracts';
import type { VisibleDocument } from '../../access/documents.js';
import type { Queryable } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { loadDocumentParts } from './repository.js';

/**
 * Refuses a document that may not leave the company yet (docs/product/documents.md §5: before send and
 * sign), with every problem in the spec's words, the same the web shows before calling.
 */
export async function requireValidDocument(db: Queryable, doc: VisibleDocument, userId: number | null): Promise<void> {
  const parts = await loadDocumentParts(db, doc, userId);
  const values = Object.fromEntries(
    parts.values.map((v) => [parts.definitions.find((d) => d.id === v.definitionId)?.key ?? '', v.value]),
  );
  const problems = validateDocument({
    templateId: doc.templateId,
    lineItemsEnabled: parts.type.lineItemsEnabled,
    fields: parts.definitions,
    values,
    columns: parts.columns,
    lineItems: parts.lines.map((l) => l.cells),
  });
  if (problems.length > 0) throw new AppError(ErrorCode.Validation, problems.join('\n'));
}
