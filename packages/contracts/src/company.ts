import { z } from 'zod';

export const companySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  isCloud: z.boolean(),
  onBoardingProcessPending: z.boolean(),
});
export type CompanySummary = z.infer<typeof companySummary>;

export const allCompaniesResponse = z.array(companySummary);

export const terminology = z.object({
  terminologyId: z.number().int(),
  terminologyName: z.string(),
  customizedName: z.string(),
});
export type Terminology = z.infer<typeof terminology>;

/** Words a company may rename (administration spec §3 "Terminology"). */
export const TerminologyKey = { OrgUnit: 1, Vendor: 2 } as const;
export const defaultTerminology: Record<number, string> = { 1: 'Org Unit', 2: 'Vendor' };
