import type { DocumentTypeRow } from '../../access/document-types.js';
import type { Queryable } from '../../db/client.js';
import { presentDocumentTypeDetail } from './presenter.js';
import { detailsOfDocumentTypes } from './repository.js';

/**
 * Document types with their fields and line-item columns, as the detail contract shows them
 * (list-document-types.ts, get-document-type.ts).
 */
export async function withDetails(db: Queryable, types: DocumentTypeRow[]) {
  const { definitions, columns } = await detailsOfDocumentTypes(
    db,
    types.map((t) => t.id),
  );
  return types.map((t) => presentDocumentTypeDetail(t, definitions, columns));
}
