import { paramNamesOf, type DeclaredRoute, type IdField } from '@docvue/contracts';
import fc from 'fast-check';
import { z } from 'zod';
import { shaped, type IdSource } from './arbitraries.js';
import { malformedBodies, rawPathSegments, rawQueries, wrongType } from './hostile-values.js';
import type { FuzzWorld } from './world.js';

/** One request the fuzz sends: what `app.inject` takes, and which caller sends it. */
export interface FuzzRequest {
  caller: number;
  method: DeclaredRoute['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the bytes a
 * careless client would send for it: UTF-8 of the surrogate itself, which no decoder accepts.
 */
export function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        const unit = ch.charCodeAt(0);
        if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
          return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        }
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

/** A value as URL text: what a client's query-string builder would make of it. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `?${encodeLoosely(asText(value))}`;
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    for (const each of Array.isArray(v) ? v : [v]) parts.push(`${encodeLoosely(key)}=${encodeLoosely(asText(each))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

const boundary = '----docvuefuzz';
function multipartBody(form: { name: string; text: string } | undefined): { payload: Buffer; contentType: string } {
  const chunks: string[] = [];
  if (form) chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="${form.name}"\r\n\r\n${form.text}\r\n`);
  chunks.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fuzz.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%fuzz\n\r\n`,
    `--${boundary}--\r\n`,
  );
  return { payload: Buffer.from(chunks.join('')), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The declared schema of one param: the object's field, or the whole params schema's. */
const fieldOf = (schema: z.ZodType | undefined, name: string): z.ZodType | undefined =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>)[name] : undefined;

/**
 * Requests for a route, generated from its declaration: params, query, body (or an upload's form
 * field) shaped after their schemas with hostile values mixed in, now and then raw URL pieces,
 * bodies that are not JSON, a wrong Company-Id, and a client address of its own (so declared
 * per-address rate limits do not end the run early).
 */
export function requestArbitrary(
  route: DeclaredRoute,
  world: Pick<FuzzWorld, 'idsOf' | 'callers'>,
  extraTokens: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  const ids: IdSource = (path) => {
    const kind = route.ids?.[path as IdField] ?? route.ids?.[path.replace(/\.\*$/, '') as IdField];
    return kind ? world.idsOf(kind) : undefined;
  };
  const opts = { ids, hostileOneIn: 3 };

  const names = paramNamesOf(route.path);
  const paramArbs = names.map((name) => {
    const schema = fieldOf(route.params, name);
    const value = schema ? shaped(schema, `params.${name}`, opts) : wrongType;
    return fc.oneof(
      {
        // A dot segment ('.', '..', '%2e' …) is resolved by every URL parser, the client's too, before
        // a request goes out: the path then names another route (found by the fuzz, seed 293694560).
        arbitrary: value.map((v) => encodeLoosely(asText(v))).filter((v) => !/^(\.|%2e){1,2}$/i.test(v)),
        weight: 12,
      },
      { arbitrary: fc.constantFrom(...rawPathSegments), weight: 1 },
    );
  });
  const path = fc
    .tuple(...paramArbs)
    .map((values) => names.reduce((p, name, i) => p.replace(`:${name}`, values[i] || '%20'), route.path));

  const query = route.query
    ? fc.oneof(
        { arbitrary: shaped(route.query, 'query', opts).map(queryString), weight: 12 },
        { arbitrary: fc.constantFrom(...rawQueries), weight: 1 },
      )
    : fc.oneof({ arbitrary: fc.constant(''), weight: 12 }, { arbitrary: fc.constantFrom(...rawQueries), weight: 1 });

  const raw = fc.constantFrom(...malformedBodies);
  type Body = { payload?: string | Buffer; contentType?: string };
  const json = (v: unknown): Body => ({ payload: JSON.stringify(v), contentType: 'application/json' });
  let body: fc.Arbitrary<Body>;
  if (route.multipart) {
    const form = route.form;
    const formText = form
      ? fc.oneof(
          { arbitrary: shaped(form.schema, 'form', opts).map((v) => JSON.stringify(v)), weight: 10 },
          { arbitrary: wrongType.map((v) => JSON.stringify(v) ?? ''), weight: 1 },
          { arbitrary: fc.constantFrom('{', '', 'not json', '\u0000'), weight: 1 },
        )
      : fc.constant(undefined);
    body = formText.map((text) => {
      const { payload, contentType } = multipartBody(
        form && text !== undefined ? { name: form.name, text } : undefined,
      );
      return { payload, contentType };
    });
  } else if (route.body) {
    body = fc.oneof(
      { arbitrary: shaped(route.body, 'body', opts).map(json), weight: 12 },
      { arbitrary: wrongType.map(json), weight: 1 },
      { arbitrary: raw, weight: 2 },
    );
  } else if (route.method !== 'GET') {
    body = fc.oneof({ arbitrary: fc.constant({} as Body), weight: 8 }, { arbitrary: raw, weight: 1 });
  } else {
    body = fc.constant({});
  }

  const caller = fc.nat(world.callers.length - 1);
  const companyHeader = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 20 },
    {
      arbitrary: fc.constantFrom('', 'abc', '0', '-1', '1.5', '2147483648', '99999999999999999999', '1,2', '\u0000'),
      weight: 1,
    },
    { arbitrary: fc.integer({ min: 1, max: 12 }).map(String), weight: 1 },
  );
  const address = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`);
  const extra = extraTokens.length ? fc.nat(extraTokens.length - 1) : fc.constant(-1);

  return fc
    .record({ path, query, body, caller, companyHeader, address, extra })
    .map(({ path, query, body, caller, companyHeader, address, extra }) => {
      const who = world.callers[caller]!;
      const headers: Record<string, string> = {
        authorization: `Bearer ${extra >= 0 ? extraTokens[extra] : who.token}`,
        'company-id': companyHeader ?? String(who.companyId),
      };
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      return {
        caller,
        method: route.method,
        url: `/api${path}${query}`,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        remoteAddress: address,
      };
    });
}
