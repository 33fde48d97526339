import type { PhysicianSummary } from '../schemas/physician';

/**
 * One sort key per order (issue 15): the folded sort field, last name, first
 * name and id joined into one string, so OpenSearch compares one doc-values
 * term instead of four, and `search_after` carries one value. Ordering by
 * this key is exactly `comparatorOf` (core/search/matcher.ts), desc included,
 * because:
 * - the separator sorts below every character a value can hold, so a value
 *   that is a prefix of another ("lee" / "leeds") still sorts first;
 * - values are compared by code point, which is how Lucene compares UTF-8
 *   terms, and how the reference's compareText compares too.
 */

export type SortKey = 'name' | 'specialty' | 'location';

/** Below every other code point. A value's own U+0000/U+0001 are escaped below so it stays that way. */
export const SORT_SEPARATOR = '\u0000';

/**
 * Order-preserving escape: U+0000 → 01 01 and U+0001 → 01 02, so every
 * escaped value is free of U+0000 and compares as the raw value did.
 */
const escapeValue = (s: string): string => (/[\u0000\u0001]/.test(s) ? s.replace(/[\u0000\u0001]/g, (c) => (c === '\u0000' ? '\u0001\u0001' : '\u0001\u0002')) : s);

/** A UTF-16 unit mapped so that plain numeric order is code point order (surrogates above U+E000-U+FFFF). */
const rank = (u: number): number => (u >= 0xd800 && u <= 0xdfff ? u + 0x2000 : u >= 0xe000 ? u - 0x800 : u);

/** Code point order (= UTF-8 byte order, Lucene's term order); JS `<` compares UTF-16 units, which differs past U+E000. */
export const compareCodePoints = (a: string, b: string): number => {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return rank(x) - rank(y) < 0 ? -1 : 1;
  }
  return a.length < b.length ? -1 : 1;
};

/** The field that leads each order; the name order's lead is the last name, so it is not repeated. */
const leadOf: Record<SortKey, ((p: PhysicianSummary) => string) | null> = {
  name: null,
  specialty: (p) => p.specialty,
  location: (p) => p.city,
};

export const SORT_KEYS: readonly SortKey[] = ['name', 'specialty', 'location'];

/** The index field holding a key: keyword, no normalizer (the key is folded here), doc values only. */
export const sortKeyField = (key: SortKey): string => `sort.${key}`;

/** The composite key of one profile for one order; `fold` is the reference comparator's own folding. */
export const sortKeyOf = (p: PhysicianSummary, key: SortKey, fold: (s: string) => string): string => {
  const lead = leadOf[key];
  const parts = [...(lead ? [fold(lead(p))] : []), fold(p.lastName), fold(p.firstName)].map(escapeValue);
  return [...parts, escapeValue(p.id)].join(SORT_SEPARATOR);
};
