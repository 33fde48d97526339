import { describe, expect, it } from 'vitest';
import { conformanceDocs, conformanceQueries, expectedPage, foldingRows } from './conformance-cases';
import { fold } from './fold';
import { predicateOf } from './matcher';

/** Lucene's LowerCaseFilter written out literally: Character.toLowerCase per code point (simple mapping). */
const perCodePoint = (s: string): string => [...s].map((ch) => (ch === 'Σ' ? 'σ' : String.fromCodePoint(ch.toLowerCase().codePointAt(0) as number))).join('');

describe('fold: the lower-casing of Lucene’s lowercase filter', () => {
  it('maps the characters where JS toLowerCase differs as Java Character.toLowerCase does', () => {
    expect(fold('İlker')).toBe('ilker');
    expect('İlker'.toLowerCase()).toBe('i\u0307lker');
    expect(fold('ΣΩΚΡΑΤΗΣ')).toBe('σωκρατησ');
    expect('ΣΩΚΡΑΤΗΣ'.toLowerCase()).toBe('σωκρατης');
    expect(fold('ΤΗΣ ΚΑΙ')).toBe('τησ και');
    // Already-lower final sigma stays; dotless ı stays; no Turkish or Lithuanian locale rules.
    expect(fold('Σωκράτης')).toBe('σωκράτης');
    expect(fold('Işık')).toBe('işık');
    // Other simple mappings, as in UnicodeData.txt (Kelvin, Ohm, capital sharp s, titlecase digraph, Deseret).
    expect(fold('\u212a\u2126\u1e9e\u01c5\u{10400}')).toBe('kωß\u01c6\u{10428}');
  });

  it('keeps one code point per code point, as an in-place filter must', () => {
    for (const s of ['İİ', 'aΣ', 'ΣΣΣ', 'x\u{1F600}İ']) expect([...fold(s)].length).toBe([...s].length);
  });

  it('equals the per-code-point mapping for every code point, alone and after a cased letter', () => {
    const mismatches: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      // Only U+0130 expands under the full mapping: the claim the fast path in fold.ts rests on.
      if (cp !== 0x130 && [...ch.toLowerCase()].length !== 1) mismatches.push(`expands ${cp.toString(16)}`);
      for (const s of [ch, `A${ch}`, `${ch}A`]) if (fold(s) !== perCodePoint(s)) mismatches.push(cp.toString(16));
    }
    expect(mismatches).toEqual([]);
  });

  it('is idempotent', () => {
    for (const s of ['İLKER Işık', 'ΣΩΚΡΑΤΗΣ', 'Ǆemal', 'Straße']) expect(fold(fold(s))).toBe(fold(s));
  });
});

/** The reference before issue 15: the same predicate, lower-casing with JS toLowerCase. */
const oldMatch = (value: string, needle: string) => value.toLowerCase().includes(needle.toLowerCase());
const newMatch = (value: string, needle: string) => fold(value).includes(fold(needle));

describe('the folding conformance cases tell the two lower-casings apart', () => {
  const values = Object.values(foldingRows).flatMap((r) => [r.firstName, r.lastName, r.organization, r.city, r.title].filter((v): v is string => !!v));

  it.each([
    ['İlker', 'ilker', true],
    ['İzmir', 'İZMİR', true],
    ['İstanbul Tıp Merkezi', 'istanbul', true],
    ['ΣΩΚΡΑΤΗΣ', 'σωκρατησ', true],
    ['Σωκράτης', 'ΤΗΣ', false],
    ['ΙΑΤΡΟΣ', 'ιατροσ', true],
  ] as const)('%s contains %s: %s under Lucene folding, the opposite under toLowerCase', (value, needle, expected) => {
    expect(values).toContain(value);
    expect(newMatch(value, needle)).toBe(expected);
    expect(oldMatch(value, needle)).toBe(!expected);
  });

  it('and the reference gives other results for those queries than the old lower-casing would', () => {
    const docs = conformanceDocs();
    const differing = ['ilker', 'σωκρατησ', 'ΤΗΣ', 'παπαδοπουλοσ σωκρατησ', 'ιατροσ'];
    for (const query of differing) {
      const q = conformanceQueries.find((c) => c.query === query);
      expect(q, query).toBeDefined();
      const now = docs.filter(predicateOf(q!)).map((d) => d.id);
      const words = query.toLowerCase().split(/\s+/);
      const before = docs.filter((d) => words.every((w) => [d.firstName, d.lastName, d.specialty, d.organization, d.title, ...d.skills].some((v) => oldMatch(v, w)))).map((d) => d.id);
      expect(now, query).not.toEqual(before);
      expect(expectedPage(docs, q!, { offset: 0, limit: 10 }).total).toBe(now.length);
    }
  });
});
