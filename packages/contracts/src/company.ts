import { z } from 'zod';
import { wholeNumber } from './common.js';

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

/** Words a company may rename (docs/product/administration.md §3 "Terminology"). */
export const TerminologyKey = { OrgUnit: 1, Vendor: 2 } as const;
export const defaultTerminology: Record<number, string> = { 1: 'Org Unit', 2: 'Vendor' };

/** `PUT /company/terminology`: the company's own words (empty: the default word again). */
export const terminologyBody = z.object({
  terminologies: z
    .array(
      z.object({
        terminologyId: wholeNumber().refine((id) => id in defaultTerminology, 'Unknown word'),
        customizedName: z.string().trim().max(50, 'Must be at most 50 characters'),
      }),
    )
    .max(10),
});
export const terminologiesResponse = z.array(terminology);
export const settingsSaved = 'Successfully updated settings';
