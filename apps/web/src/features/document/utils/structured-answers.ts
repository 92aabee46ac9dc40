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

/** A field's or column's name by key, for the messages (the key itself when the type has none). */
export function nameOf(doc: Pick<DocumentResponse, 'metadata' | 'lineItemColumns'>, key: string): string {
  if (key === 'lineItems') return 'Line Items';
  return doc.metadata.find((m) => m.key === key)?.name ?? doc.lineItemColumns.find((c) => c.key === key)?.name ?? key;
}
