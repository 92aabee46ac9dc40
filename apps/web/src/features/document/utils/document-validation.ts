import { validateDocument, type DocumentResponse, type DocumentToValidate } from '@docvue/contracts';
import type { Draft } from './draft';

/** The document as it is on the screen, in the shape the shared validator reads. */
export function toValidate(doc: DocumentResponse, draft: Draft): DocumentToValidate {
  return {
    templateId: doc.documentTypeTemplateId,
    lineItemsEnabled: doc.lineItemsEnabled,
    fields: doc.metadata.map((m) => ({
      key: m.key,
      name: m.name,
      metadataTypeId: m.metadataDefinition.metadataType.id,
      isRequired: m.metadataDefinition.isRequired,
      isThirdParty: m.metadataDefinition.isThirdParty,
      isDollarTotal: m.metadataDefinition.isDollarTotal,
    })),
    values: draft.values,
    columns: doc.lineItemColumns,
    lineItems: draft.rows.map((r) => r.cells),
  };
}

/** Every problem before send, in the spec's words (the same rules and wording as the server). */
export const problemsOf = (doc: DocumentResponse, draft: Draft) => validateDocument(toValidate(doc, draft));
