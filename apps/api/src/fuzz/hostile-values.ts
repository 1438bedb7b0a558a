import fc from 'fast-check';

/** Integers at and past the int4 and int8 limits, and numbers that are not integers. */
export const hostileNumbers = fc.constantFrom(
  0,
  -1,
  1.5,
  -0.000001,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  -2_147_483_649,

  2 ** 63,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
);

/** Strings that look like numbers to a lax parser. */
const numberLikeStrings = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  '2147483648',
  '１２３',
  '1,5',
];

const RTL_AND_COMBINING = [
  '\u202Egnp.exe',
  'مرحبا بك',
  'שלום',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z\u0351\u0367\u0311\u0313\u0325\u0326',
  '\u200B\u200C\u200D\uFEFF',
  '👩‍❤️‍💋‍👨',
];

const INJECTIONS = [
  "' OR '1'='1' --",
  '"; DROP TABLE member; --',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}#{7*7}',
  '%00',
  '\\',
  '\r\nX-Injected: 1',
];

/** Strings with NUL bytes, lone surrogates, right-to-left and combining characters, 1 MB of text. */
export const hostileStrings = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\udbff\ud800',
    ...numberLikeStrings,
    ...RTL_AND_COMBINING,
    ...INJECTIONS,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(2_000, 70_000, 1_048_600).map((length) => 'x'.repeat(length)),
);

/** Values of a type nobody asked for. */
export const wrongTypes = fc.constantFrom<unknown>(
  null,
  true,
  false,
  [],
  {},
  [[[[[[[[[[[]]]]]]]]]]],
  { nested: { deeper: { deepest: [1, { a: null }] } } },
  '',
  0,
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileNumbers, hostileStrings, wrongTypes);

/** Keys that try the prototype and the parser, plus any unknown key. */
export const hostileKeys = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'id', 'tenant_id'),
  fc.string({ maxLength: 12 }),
);

/** Raw bodies a JSON parser must survive. */
export const hostileRawJson = fc.constantFrom(
  '{"__proto__":{"admin":true,"status":"active"}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":1,"a":2}',
  '{',
  '',
  'null',
  '[]',
  '"text"',
  '12',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"x":"\\ud800"}',
  '{"x":"\\u0000"}',
  '\uFEFF{}',
);

/** Content types other than JSON, or JSON said oddly. */
export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
);
