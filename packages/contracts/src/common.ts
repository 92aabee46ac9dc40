import { z } from 'zod';
import { limits } from './limits.js';

/** Whole numbers as a URL or form writes them: digits only, no sign, no leading zero. */
const canonicalWholeNumber = /^(?:0|[1-9]\d{0,15})$/;

/**
 * A whole number from a path, a query or a body: a JSON number, or text in canonical decimal
 * form. `0x1`, `1e0`, `+1`, `01`, ` 1` and `1.0000000000000001` are refused rather than read as
 * 1 (issue #19: number coercion let each of them name document 1). `bounds` narrows the number
 * (n => n.min(1).max(100)); out-of-range values are a 400 like any other.
 */
export function wholeNumber(bounds?: (n: z.ZodNumber) => z.ZodNumber, requiredMessage?: string) {
  const number = z.number({ error: requiredMessage ?? 'must be a whole number' }).int('must be a whole number');
  return z.preprocess(
    (v) => (typeof v === 'string' && canonicalWholeNumber.test(v) ? Number(v) : v),
    bounds ? bounds(number) : number,
  );
}

/** The id of a stored row: a positive int4. */
export const id = wholeNumber((n) => n.positive().max(2_147_483_647));
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
    page: wholeNumber((n) => n.min(1)).default(1),
    pageSize: wholeNumber((n) => n.min(1).max(limits.allRowsPageSize)).default(defaultPageSize),
  });

export const usZip = z
  .string()
  .trim()
  .max(10)
  .regex(/^\d{5}(-\d{4})?$/, 'Must be a valid US Zip Code');

export const email = z.string().trim().max(255).email('Must be a valid e-mail');

export const okResponse = z.object({ ok: z.literal(true) });
