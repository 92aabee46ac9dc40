import { z } from 'zod';
import { pageNumber, wholeNumber } from './common.js';
import { limits } from './limits.js';

export const orgUnit = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  phone: z.string().nullable(),
  addressLineOne: z.string().nullable(),
  addressLineTwo: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  isActive: z.boolean(),
});
export type OrgUnit = z.infer<typeof orgUnit>;

export const orgUnitListQuery = z.object({
  isActive: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  page: pageNumber.default(1),
  pageSize: wholeNumber((n) => n.min(1).max(limits.allRowsPageSize)).default(limits.orgUnitListPageSize),
});

const requiredText = (max: number) =>
  z.string({ error: 'Required' }).trim().min(1, 'Required').max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** The Org Unit form (docs/product/administration.md §5: Name and Code required). */
export const orgUnitBody = z.object({
  name: requiredText(255),
  code: requiredText(50),
  phone: optionalText(16),
  addressLineOne: optionalText(255),
  addressLineTwo: optionalText(255),
  city: optionalText(255),
  state: optionalText(50),
  zipCode: optionalText(10),
  isActive: z.boolean().default(true),
});
export type OrgUnitBody = z.input<typeof orgUnitBody>;
