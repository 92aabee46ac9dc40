import type { DocumentResponse } from '@docvue/contracts';

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
