import { z } from 'zod';
import { limits } from './limits.js';

export const id = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id });
export type IdParams = z.infer<typeof idParams>;

export const text = (max: number = limits.textMaxLength) => z.string().trim().max(max);
export const requiredText = (max: number = limits.textMaxLength) => z.string().trim().min(1, 'Required').max(max);

/** Query-string booleans arrive as text. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === 'True' || v === '1');

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalRecords: z.number().int(),
    pageSize: z.number().int(),
    unreadTotalRecords: z.number().int().optional(),
  });

export const pageQuery = (defaultPageSize: number) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(limits.allRowsPageSize).default(defaultPageSize),
  });

export const usZip = z
  .string()
  .trim()
  .max(10)
  .regex(/^\d{5}(-\d{4})?$/, 'Must be a valid US Zip Code');

export const email = z.string().trim().max(255).email('Must be a valid e-mail');

export const okResponse = z.object({ ok: z.literal(true) });
