import type { CheckedDocument } from '../../access/documents.js';
import type { Queryable } from '../../db/client.js';
import { fieldIdsByKey, insertExtractedValues, valuesByKeyOf, type OcrPageRow } from './extraction-repository.js';
import { proposeFieldValues, toOcrPage } from './propose-field-values.js';

/** After OCR: stores what extraction finds in the fields that are still empty, marked auto-extracted. */
export async function fillExtractedFields(tx: Queryable, doc: CheckedDocument, pages: OcrPageRow[]) {
  const values = await valuesByKeyOf(tx, doc.id);
  const proposals = await proposeFieldValues(tx, doc, values, pages.map(toOcrPage));
  if (proposals.length === 0) return;
  const idOf = await fieldIdsByKey(tx, doc.documentTypeId);
  const rows = proposals
    .filter((p) => idOf.has(p.key))
    .map((p) => ({ documentId: doc.id, definitionId: idOf.get(p.key)!, value: p.value, autoExtracted: true as const }));
  // Only fields still without a row: a value a person typed meanwhile is never overwritten.
  await insertExtractedValues(tx, rows);
}
