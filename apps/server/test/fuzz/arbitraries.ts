import fc from 'fast-check';
import type { z } from 'zod';
import { extraKey, hostileNumber, hostileText, wrongType } from './hostile-values.js';

/**
 * Values for a route's declared schema, read from the zod definition itself: mostly what the
 * schema accepts (within its lengths and ranges, so requests get past validation and reach the
 * service and SQL), with any field now and then replaced by a hostile value of its own type or of
 * another, dropped, or joined by fields nobody declared.
 */

// zod 4 keeps a schema's definition at `_zod.def`; the shape of each kind is documented there.
interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Where a value sits (`body.documentId`), so an id field gets ids of its kind. */
export type IdSource = (path: string) => fc.Arbitrary<unknown> | undefined;

const word = fc.stringMatching(/^[A-Za-z0-9 ._-]{1,20}$/);
const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const textLike = fc.oneof(
  { arbitrary: word, weight: 4 },
  { arbitrary: isoDate, weight: 1 },
  { arbitrary: fc.integer({ min: 0, max: 200 }).map(String), weight: 1 },
  { arbitrary: fc.emailAddress(), weight: 1 },
);

interface Options {
  ids: IdSource;
  /** One in `hostileOneIn` leaves is hostile (0: never). */
  hostileOneIn: number;
}

function stringOf(schema: z.ZodType): fc.Arbitrary<string> {
  const s = schema as unknown as { minLength: number | null; maxLength: number | null; format: string | null };
  const def = defOf(schema);
  const checks = (def.checks as { _zod: { def: { format?: string; pattern?: RegExp } } }[] | undefined) ?? [];
  const pattern = checks.map((c) => c._zod.def.pattern).find((p) => p instanceof RegExp);
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 255));
  if (pattern) return fc.stringMatching(pattern).filter((v) => v.length <= (s.maxLength ?? 10_000));
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 300;
  return textLike.map((v) => (v.length < min ? v.padEnd(min, 'x') : v).slice(0, max));
}

function numberOf(schema: z.ZodType): fc.Arbitrary<number> {
  const n = schema as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
  const min = Math.max(n.minValue ?? -1000, -1_000_000);
  const max = Math.min(n.maxValue ?? 1000, 1_000_000);
  if (n.isInt) return fc.oneof(fc.integer({ min, max: Math.min(max, min + 100) }), fc.integer({ min, max }));
  return fc.double({ min, max, noNaN: true });
}

/** A value that the schema accepts, or nearly: its leaves sometimes hostile. */
export function shaped(schema: z.ZodType, path: string, opts: Options): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const hostileLeaf = (valid: fc.Arbitrary<unknown>, ofType: fc.Arbitrary<unknown>) =>
    opts.hostileOneIn === 0
      ? valid
      : fc.oneof(
          { arbitrary: valid, weight: opts.hostileOneIn * 2 },
          { arbitrary: ofType, weight: 1 },
          { arbitrary: wrongType, weight: 1 },
        );
  const id = opts.ids(path);
  if (id) return hostileLeaf(id, hostileNumber);
  switch (def.type) {
    case 'string':
      return hostileLeaf(stringOf(schema), hostileText);
    case 'number':
      return hostileLeaf(numberOf(schema), hostileNumber);
    case 'boolean':
      return hostileLeaf(fc.boolean(), hostileText);
    case 'enum':
      return hostileLeaf(
        fc.constantFrom(...Object.values(def.entries as Record<string, string | number>)),
        hostileText,
      );
    case 'literal':
      return hostileLeaf(fc.constantFrom(...(def.values as unknown[])), wrongType);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional': {
      const inner = shaped(def.innerType as z.ZodType, path, opts);
      return def.type === 'nullable' ? fc.oneof({ arbitrary: inner, weight: 5 }, fc.constant(null)) : inner;
    }
    case 'pipe': {
      // A preprocess (wholeNumber) reads its input with `out`; a transform afterwards reads it with `in`.
      const inDef = defOf(def.in as z.ZodType);
      return shaped((inDef.type === 'transform' ? def.out : def.in) as z.ZodType, path, opts);
    }
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => shaped(o, path, opts)));
    case 'array': {
      const max = (schema as unknown as { _zod: { bag: { maximum?: number } } })._zod.bag.maximum ?? 5;
      return hostileLeaf(
        fc.array(shaped(def.element as z.ZodType, `${path}`, opts), { maxLength: Math.min(max, 5) }),
        fc.array(wrongType, { maxLength: 3 }),
      );
    }
    case 'record':
      return fc.dictionary(word, shaped(def.valueType as z.ZodType, `${path}.*`, opts), { maxKeys: 4 });
    case 'object':
      return objectOf(def.shape as Record<string, z.ZodType>, path, opts);
    default:
      // never, any, unknown, transform, lazy: nothing to shape after.
      return wrongType;
  }
}

function objectOf(shape: Record<string, z.ZodType>, path: string, opts: Options): fc.Arbitrary<unknown> {
  const keys = Object.keys(shape);
  const fields = keys.map((key) =>
    fc.tuple(fc.nat(opts.hostileOneIn === 0 ? 1 : 2 * opts.hostileOneIn), shaped(shape[key]!, `${path}.${key}`, opts)),
  );
  const extras =
    opts.hostileOneIn === 0
      ? fc.constant([] as [string, unknown][])
      : fc.oneof(
          { arbitrary: fc.constant([] as [string, unknown][]), weight: 4 },
          fc.array(fc.tuple(extraKey, wrongType), { maxLength: 2 }),
        );
  return fc.tuple(fc.tuple(...fields), extras).map(([values, extra]) => {
    const out: Record<string, unknown> = {};
    values.forEach(([dice, value], i) => {
      const optional = (shape[keys[i]!] as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';
      // A required field is dropped now and then; an optional one half of the time.
      if (optional ? dice % 2 === 0 : dice === 0 && opts.hostileOneIn !== 0) return;
      out[keys[i]!] = value;
    });
    for (const [k, v] of extra) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true });
    return out;
  });
}
