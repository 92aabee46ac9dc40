import type { ExtraClause } from '@docvue/contracts';

/**
 * Clauses of a division order beyond the statutory form (Texas Natural Resources Code §91.402(h)):
 * the form certifies the owner's decimal interest, asks to be told of changes, lets the payor
 * withhold for a title dispute, has the owner "indemnify and reimburse Payor any amount attributable
 * to an interest to which the undersigned is not entitled", sets the accrual, and says it "does not
 * amend any lease". §91.402(d) keeps a division order from amending the lease. What a payor adds
 * beyond that — a broad indemnity or hold-harmless, an amendment or ratification of the lease, a
 * ratification of a unit, a warranty of title — the owner need not sign, so it is shown before signing.
 *
 * Read sentence by sentence from the pages' words (text layer or OCR), case-insensitively; the
 * statutory sentences themselves are not flagged (the demo's division orders carry them).
 */
const rules: { kind: ExtraClause['kind']; label: string; matches: (s: string) => boolean }[] = [
  {
    kind: 'indemnity',
    label: 'Indemnity or hold-harmless',
    matches: (s) => {
      if (!/indemnif|hold\s+(?:\w+\s+){0,3}harmless|\bdefend\b/.test(s)) return false;
      // The statutory indemnity: reimbursing what was paid on an interest the owner does not have.
      const statutory = /indemnify and reimburse payor any amount attributable to an interest/.test(s);
      return !statutory || /harmless|claims?\b|attorney|damages|liabilit|losses|expenses|\bdefend/.test(s);
    },
  },
  {
    kind: 'leaseAmendment',
    label: 'Amends or ratifies the lease',
    matches: (s) =>
      /\blease/.test(s) &&
      /amend|ratif|modif/.test(s) &&
      !/\b(?:does|shall|will) not (?:amend|alter|modify)/.test(s) &&
      !/\bunit\b|\bpool/.test(s),
  },
  {
    kind: 'unitRatification',
    label: 'Ratifies a unit or pooling',
    matches: (s) => /ratif|consent/.test(s) && /\bunit\b|\bunitization|\bpool(?:ing|ed)?\b/.test(s),
  },
  {
    kind: 'titleWarranty',
    label: 'Warranty of title',
    matches: (s) => /\bwarrant(?:s|y|ies)?\b.{0,60}\btitle\b/.test(s),
  },
];

/** The sentences of a text: whitespace folded, split after . ; or : followed by a space. */
export const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.;:])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

export function findExtraClauses(text: string): ExtraClause[] {
  const found: ExtraClause[] = [];
  for (const sentence of sentencesOf(text)) {
    const lower = sentence.toLowerCase();
    for (const rule of rules) {
      if (!rule.matches(lower)) continue;
      if (found.some((f) => f.kind === rule.kind)) continue;
      found.push({ kind: rule.kind, label: rule.label, excerpt: sentence.slice(0, 300) });
    }
  }
  return found;
}
