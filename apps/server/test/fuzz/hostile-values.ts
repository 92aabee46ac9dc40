import fc from 'fast-check';

/**
 * Values a careless client or an attacker sends where a route expects something else: the edges
 * of every type PostgreSQL and JavaScript disagree on (int4/int8 overflow, NUL bytes, lone
 * surrogates, dates beyond the calendar), and the wrong type altogether.
 */

export const hostileNumbers: readonly number[] = [
  0,
  -1,
  -0,
  1.5,
  -2.5,
  0.1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 63, // int8 overflow: one beyond 9223372036854775807
  2 ** 64,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/** Text the way a query string or a path carries numbers, dates and worse. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '1\u0000',
  '\ud800',
  'x\udfffy',
  '\ufeff1',
  '\u202e1',
  '１２３',
  'é'.normalize('NFD'),
  '🛢️💸',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  '[]',
  '{}',
  '-1',
  '0',
  '1.5',
  '1e400',
  '1e21',
  '0x1f',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999999999999',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '275760-09-14',
  '-000001-01-01',
  '2026-01-01T25:61:61Z',
  '01/32/2026',
  "'; drop table documents; --",
  '%',
  '%_\\',
  '%00',
  '..',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '=cmd|"/c calc"!A1',
  '__proto__',
  'constructor',
  'a'.repeat(256),
  'a'.repeat(4001),
  '9'.repeat(5000),
  'ü'.repeat(20_001),
];

const edgeChar = fc.constantFrom('\u0000', '\ud800', '\udc00', '\u202e', '\uffff', '%', "'", '\\', '"', '\n');

/** Generated text with edge characters mixed in, short or very long. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileStrings), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), edgeChar, fc.string({ maxLength: 8 }))
      .map(([a, c, b]) => `${a}${c}${b}`),
    weight: 2,
  },
  { arbitrary: fc.integer({ min: 256, max: 70_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...hostileNumbers),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -2_147_483_648, max: 0 }),
);

/** The wrong type: whatever a field holds, one of these is not it. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileText,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.integer(), hostileText), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor', 'id'), fc.oneof(fc.integer(), fc.string())),
  fc.constant([[[[[[]]]]]]),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i + 1)),
);

/** Names of fields no schema declares. */
export const extraKey: fc.Arbitrary<string> = fc.constantFrom(
  '__proto__',
  'constructor',
  'companyId',
  'id',
  'isAdmin',
  'senderCompanyId',
  '',
  '\u0000',
  'x'.repeat(300),
);

/** Bodies that are not JSON objects, or not JSON at all, under a JSON content type or another one. */
export const malformedBodies: readonly { contentType?: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '[' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '12' },
  { contentType: 'application/json', payload: '\ufeff{}' },
  { contentType: 'application/json', payload: '{"a":"\\u0000"}' },
  { contentType: 'application/json', payload: '{"a":"\\ud800"}' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"x":1}}}' },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` },
  { contentType: 'text/plain', payload: '{}' },
  { contentType: 'application/xml', payload: '<a/>' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&b[c]=3&%=%' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { contentType: 'application/octet-stream', payload: '\u0000\u0001' },
  { contentType: '', payload: '{}' },
  { payload: '{}' },
];

/**
 * Path segments that are not text a URL decodes to, or decode to something odd. (`.` and `..` are
 * left out: the router resolves them, so the request reaches another route, e.g. a list.)
 */
export const rawPathSegments: readonly string[] = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE',
  '%00',
  '%ED%A0%80',
  '%2e%2e',
  '%2F',
  '%20',
];

/** Whole query strings that are odd as a whole. */
export const rawQueries: readonly string[] = [
  '?',
  '?&&&',
  '?=',
  '?%',
  '?a[b]=1',
  '?__proto__[x]=1',
  '?page=1&page=2',
  '?page=%00',
  '?pageSize=%ED%A0%80',
  `?q=${'a'.repeat(10_000)}`,
];
