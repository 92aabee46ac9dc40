import { z } from 'zod';
import { limits } from './limits.js';

/** Whole numbers as a URL or form writes them: digits only, no sign, no leading zero. */
const canonicalWholeNumber = /^(?:0|[1-9]\d{0,15})$/;

/** PostgreSQL's integer: every whole number the API reads is stored in, or compared with, one. */
const int4 = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/**
 * A whole number from a path, a query or a body: a JSON number, or text in canonical decimal
 * form. `0x1`, `1e0`, `+1`, `01`, ` 1` and `1.0000000000000001` are refused rather than read as
 * 1 (docs/history.md §19: number coercion let each of them name document 1). `bounds` narrows the number
 * (n => n.min(1).max(100)); out-of-range values are a 400 like any other. Whatever the bounds, the
 * number fits PostgreSQL's integer: 2147483648 is a 400, not an overflow in SQL (docs/history.md §18).
 */
export function wholeNumber(bounds?: (n: z.ZodNumber) => z.ZodNumber, requiredMessage?: string) {
  const number = z
    .number({ error: requiredMessage ?? 'must be a whole number' })
    .int('must be a whole number')
    .min(int4.min, 'is too small')
    .max(int4.max, 'is too large');
  return z.preprocess(
    (v) => (typeof v === 'string' && canonicalWholeNumber.test(v) ? Number(v) : v),
    bounds ? bounds(number) : number,
  );
}

/** The id of a stored row: a positive int4. */
export const id = wholeNumber((n) => n.positive().max(2_147_483_647));
export const idParams = z.object({ id });

/**
 * A page of a list: from 1 to a million, so page × page size (at most 100,000) stays far inside
 * PostgreSQL's bigint OFFSET (page 9007199254740991 overflowed it: a 500, docs/history.md §18).
 */
export const pageNumber = wholeNumber((n) => n.min(1, 'page must be 1 or more').max(limits.maxPage));
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
    page: pageNumber.default(1),
    pageSize: wholeNumber((n) => n.min(1).max(limits.allRowsPageSize)).default(defaultPageSize),
  });

export const usZip = z
  .string()
  .trim()
  .max(10)
  .regex(/^\d{5}(-\d{4})?$/, 'Must be a valid US Zip Code');

export const email = z.string().trim().max(255).email('Must be a valid e-mail');

export const okResponse = z.object({ ok: z.literal(true) });

/** A NUL, or half of a surrogate pair: text PostgreSQL cannot store (its text has no NUL; UTF-8 has no lone surrogate). */
// eslint-disable-next-line no-control-regex -- NUL is exactly the character this looks for
const unstorableCharacter = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string) => !unstorableCharacter.test(text);

/**
 * Every text anywhere in a request's params, query or body is storable text: checked once for
 * every route, before its own schema, so no route's NUL byte reaches SQL as a 500 (docs/history.md §18).
 */
export const storableInput = z.unknown().superRefine((input, ctx) => {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (!isStorableText(value)) {
        ctx.addIssue({ code: 'custom', path, message: 'must not contain NUL characters or broken Unicode' });
        return;
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (!isStorableText(key)) {
          ctx.addIssue({ code: 'custom', path, message: 'has a field name with NUL characters or broken Unicode' });
          return;
        }
        pending.push({ value: inner, path: [...path, Array.isArray(value) ? Number(key) : key] });
      }
    }
  }
});
