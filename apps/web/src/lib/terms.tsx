import {
  defaultTerminology,
  MetadataType,
  TerminologyKey,
  type DocumentResponse,
  type ResultColumn,
  type Terminology,
} from '@docvue/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** A company's own word for a term (e.g. "Business Unit" for Org Unit), or the default. */
export function termOf(terminologies: Terminology[], terminologyId: number): string {
  const custom = terminologies.find((t) => t.terminologyId === terminologyId)?.customizedName.trim();
  return custom || defaultTerminology[terminologyId] || '';
}

const standardOrgUnit = defaultTerminology[TerminologyKey.OrgUnit] ?? 'Org Unit';

/**
 * The company's own words ("Business Unit" for Org Unit), given by the shell from the session, so
 * that every screen names things the way the setting says: "shown everywhere" (docs/history.md §28).
 */
const TermsContext = createContext<{ orgUnit: string }>({ orgUnit: standardOrgUnit });

export function TermsProvider({ orgUnit, children }: { orgUnit: string; children: ReactNode }) {
  return <TermsContext.Provider value={{ orgUnit }}>{children}</TermsContext.Provider>;
}

export const useOrgUnitTerm = () => useContext(TermsContext).orgUnit;

/** A field's or column's name in the company's words: an org-unit field says the company's term. */
export function termedName(name: string, metadataTypeId: number, orgUnit: string): string {
  if (metadataTypeId !== MetadataType.OrgUnit || orgUnit === standardOrgUnit) return name;
  return name.includes(standardOrgUnit) ? name.replace(standardOrgUnit, orgUnit) : name;
}

/** List and search columns (and so their filters and exports' headers) in the company's words. */
export function termedColumns(columns: ResultColumn[], orgUnit: string): ResultColumn[] {
  if (orgUnit === standardOrgUnit) return columns;
  return columns.map((c) => {
    const name = termedName(c.name, c.metadataType.id, orgUnit);
    return name === c.name ? c : { ...c, name };
  });
}

/** A document's fields and columns in the company's words (labels, and the validator's messages). */
export function termedDocument(doc: DocumentResponse, orgUnit: string): DocumentResponse {
  if (orgUnit === standardOrgUnit) return doc;
  return {
    ...doc,
    metadata: doc.metadata.map((m) => {
      const name = termedName(m.name, m.metadataDefinition.metadataType.id, orgUnit);
      return name === m.name ? m : { ...m, name, metadataDefinition: { ...m.metadataDefinition, name } };
    }),
    lineItemColumns: doc.lineItemColumns.map((c) => {
      const name = termedName(c.name, c.metadataTypeId, orgUnit);
      return name === c.name ? c : { ...c, name };
    }),
  };
}
