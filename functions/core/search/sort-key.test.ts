import { describe, expect, it } from 'vitest';
import type { PhysicianSummary } from '../schemas/physician';
import { conformanceDocs } from './conformance-cases';
import { comparatorOf, compareText, sortFold } from './matcher';
import { compareCodePoints, SORT_KEYS, sortKeyOf } from './sort-key';

/** Lucene compares keyword terms as UTF-8 bytes. */
const utf8 = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** Prefixes, empty fields, accents, a private-use character, an astral one (surrogates in UTF-16) and the separator itself. */
const tricky = ['Lee', 'Leeds', 'lee', 'LEE', '', 'Lee Ann', 'Lee-Ann', 'Ø', 'Østergaard', 'é', 'e\u0301', '\uE000', '\uFF21', '𝒜dams', 'Zoë', 'a\u0000b', 'a\u0001', 'a'];

const trickyDocs = (): PhysicianSummary[] => {
  const base = conformanceDocs(tricky.length * 3);
  return base.map((d, i) => ({
    ...d,
    id: `t${String(i).padStart(3, '0')}`,
    lastName: tricky[i % tricky.length] as string,
    firstName: tricky[(i * 7) % tricky.length] as string,
    city: tricky[(i * 5) % tricky.length] as string,
    specialty: tricky[(i * 11) % tricky.length] as string,
  }));
};

const docs = [...conformanceDocs(), ...trickyDocs()];

describe('composite sort keys (one per order)', () => {
  it.each(SORT_KEYS.flatMap((key) => (['asc', 'desc'] as const).map((dir) => [key, dir] as const)))(
    'ordering by the %s key (%s) in UTF-8 byte order equals comparatorOf',
    (key, dir) => {
      const byReference = [...docs].sort(comparatorOf(key, dir)).map((d) => d.id);
      const keyed = docs.map((d) => ({ id: d.id, k: sortKeyOf(d, key, sortFold) }));
      const byKey = keyed.sort((a, b) => (dir === 'asc' ? utf8(a.k, b.k) : utf8(b.k, a.k))).map((d) => d.id);
      expect(byKey).toEqual(byReference);
    },
  );

  it('are unique per document, so the order is total and search_after lands on one row', () => {
    for (const key of SORT_KEYS) expect(new Set(docs.map((d) => sortKeyOf(d, key, sortFold))).size).toBe(docs.length);
  });

  it('puts a prefix first: Lee before Leeds, whatever follows in the key', () => {
    const [lee, leeds] = [docs[0], docs[1]].map((d, i) => ({ ...(d as PhysicianSummary), lastName: ['Lee', 'Leeds'][i] as string, firstName: ['Zed', 'Aaron'][i] as string }));
    expect(utf8(sortKeyOf(lee!, 'name', sortFold), sortKeyOf(leeds!, 'name', sortFold))).toBeLessThan(0);
  });

  it('hold no name in any other form than the folded value (no separator is left in a value)', () => {
    const key = sortKeyOf({ ...(docs[0] as PhysicianSummary), lastName: 'a\u0000b', firstName: 'X', id: 'id1' }, 'name', sortFold);
    expect(key.split('\u0000')).toEqual(['a\u0001\u0001b', 'x', 'id1']);
  });
});

describe('compareText and compareCodePoints', () => {
  it('order by code point, as UTF-8 bytes do, where UTF-16 units disagree', () => {
    // U+FF21 is one unit 0xFF21; U+1D49C is the surrogate pair D835 DC9C: units put it first, code points last.
    expect('𝒜' < '\uFF21').toBe(true);
    expect(compareCodePoints('𝒜', '\uFF21')).toBe(1);
    expect(compareText('𝒜dams', '\uFF21')).toBe(1);
    const values = tricky.map(sortFold);
    const byBytes = [...values].sort(utf8);
    expect([...values].sort(compareCodePoints)).toEqual(byBytes);
  });
});
