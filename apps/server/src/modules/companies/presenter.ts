import { defaultTerminology, type CompanySummary, type Terminology } from '@docvue/contracts';

export function presentCompanySummary(c: {
  id: number;
  legalName: string;
  url: string | null;
  isCloud: boolean;
  onBoardingProcessPending: boolean;
}): CompanySummary {
  return {
    id: c.id,
    name: c.legalName,
    url: c.url,
    isCloud: c.isCloud,
    onBoardingProcessPending: c.onBoardingProcessPending,
  };
}

const terminologyNames: Record<number, string> = { 1: 'OrgUnit', 2: 'Vendor' };

/** Every renameable word with the company's own name for it, or the default. */
export function presentTerminologies(custom: { terminologyId: number; customizedName: string }[]): Terminology[] {
  return Object.entries(defaultTerminology).map(([id, fallback]) => {
    const terminologyId = Number(id);
    return {
      terminologyId,
      terminologyName: terminologyNames[terminologyId] ?? fallback,
      customizedName: custom.find((c) => c.terminologyId === terminologyId)?.customizedName ?? fallback,
    };
  });
}
