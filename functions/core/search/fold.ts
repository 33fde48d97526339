/**
 * The one lower-casing of search text, for every engine (issue 15).
 *
 * OpenSearch lower-cases with Lucene's LowerCaseFilter (our normalizer's
 * `lowercase` filter), which calls CharacterUtils.toLowerCase: Java's
 * Character.toLowerCase(int) on each code point, written back in place. That
 * is Unicode's *simple* 1:1 lower-case mapping, with no context. JavaScript's
 * toLowerCase is the *full* mapping and disagrees twice:
 * - U+0130 `İ` becomes two code points, `i` + U+0307 (Lucene: `i`);
 * - `Σ` becomes final sigma `ς` at the end of a word (Lucene: always `σ`).
 * Those are the only unconditional or language-independent SpecialCasing
 * lower-case rules, so everywhere else toLowerCase already is the simple
 * mapping; fold.test.ts checks that claim over every code point.
 */

/** The two characters for which JS's full mapping is not the simple one. */
const SPECIAL = /[\u0130\u03a3]/;

/** One code point's simple lower-case: the full mapping's first code point (only U+0130 expands, to i + U+0307). */
const simpleLower = (ch: string): string => {
  const lower = ch.toLowerCase();
  return lower.length === ch.length ? lower : String.fromCodePoint(lower.codePointAt(0) as number);
};

/** Lucene's LowerCaseFilter, i.e. Character.toLowerCase per code point. */
export const fold = (s: string): string => {
  if (!SPECIAL.test(s)) return s.toLowerCase();
  let out = '';
  // Per code point: no final-sigma context, and U+0130 keeps to one code point.
  for (const ch of s) out += ch === '\u03a3' ? '\u03c3' : simpleLower(ch);
  return out;
};
