import { defaultTerminology, type Terminology } from '@docvue/contracts';

/** A company's own word for a term (e.g. "Business Unit" for Org Unit), or the default. */
export function termOf(terminologies: Terminology[], terminologyId: number): string {
  const custom = terminologies.find((t) => t.terminologyId === terminologyId)?.customizedName.trim();
  return custom || defaultTerminology[terminologyId] || '';
}
