import { describe, expect, it } from 'vitest';
import { conformanceDocs } from '../../../core/search/conformance-cases';
import { DocStore } from './doc-store';

describe('the document store', () => {
  it('gives back every document as stored, in sealed chunks and in the one being filled, non-ASCII text included', () => {
    // 2,500 rows: two sealed chunks of 1,024 and 452 rows pending.
    const base = conformanceDocs();
    const docs = Array.from({ length: 2500 }, (_, i) => {
      const d = base[i % base.length]!;
      return { ...d, id: `${d.id}-${i}`, lastName: i % 3 === 0 ? `Şahin-Łukasz ${'é'.repeat(i % 700)}` : d.lastName, firstName: i % 5 === 0 ? '名前 😀' : d.firstName };
    });
    const store = new DocStore();
    for (const d of docs) store.push(d);
    for (const row of [0, 1, 1023, 1024, 2047, 2048, 2499, 1234]) expect(store.get(row)).toEqual(docs[row]);
    expect(docs.every((d, row) => store.get(row).id === d.id)).toBe(true);
  });
});
