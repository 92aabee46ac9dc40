import { z } from 'zod';
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
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(limits.allRowsPageSize).default(limits.orgUnitListPageSize),
});
