import { defaultTerminology, terminologyBody, TerminologyKey, type Terminology } from '@docvue/contracts';
import { formResolver } from '@/lib/form-resolver';
import type { z } from 'zod';

/** The words a company can rename (docs/product/administration.md §3 "Terminology"), in the order the tab shows them. */
export const renamableTerms = [TerminologyKey.OrgUnit, TerminologyKey.Vendor] as const;

export interface TerminologyFormValues {
  terminologies: { terminologyId: number; customizedName: string }[];
}
export type TerminologyFormOutput = z.output<typeof terminologyBody>;

/** The company's words as the session loaded them ('' where the default word is used). */
export function terminologyValues(terminologies: Terminology[]): TerminologyFormValues {
  return {
    terminologies: renamableTerms.map((terminologyId) => {
      const custom = terminologies.find((t) => t.terminologyId === terminologyId)?.customizedName.trim() ?? '';
      // A word saved as the default itself shows as the default.
      return { terminologyId, customizedName: custom === defaultTerminology[terminologyId] ? '' : custom };
    }),
  };
}

/** Checked with the contract's schema (the server's messages: 50 characters at most). */
export const terminologyResolver = formResolver<TerminologyFormValues, TerminologyFormOutput>(terminologyBody);
