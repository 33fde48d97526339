import { describe, expect, it } from 'vitest';
import { conformanceDocs, conformanceFacetQueries, conformanceQueries, conformanceWindows, expectedFacets, expectedPage } from '../../../core/search/conformance-cases';
import { columnarSearchIndex } from '../columnar-search-index';

describe('the columnar engine agrees with the reference semantics', async () => {
  const docs = conformanceDocs();
  const engine = columnarSearchIndex();
  await engine.upsert(docs);

  for (const q of conformanceQueries) {
    it(JSON.stringify(q), async () => {
      for (const w of conformanceWindows) {
        const page = await engine.search(q, w);
        expect({ ids: page.items.map((d) => d.id), total: page.total }).toEqual(expectedPage(docs, q, w));
      }
      const ids = await engine.searchIds(q, 500);
      expect(ids).toEqual(expectedPage(docs, q, { offset: 0, limit: 500 }));
    });
  }

  for (const q of conformanceFacetQueries) {
    it(`specialty facets ${JSON.stringify(q)}`, async () => {
      expect(await engine.specialtyCounts(q)).toEqual(expectedFacets(docs, q));
    });
  }

  it('specialty facets without filters are the whole-index counts', async () => {
    expect(await engine.specialtyCounts()).toEqual(expectedFacets(docs, { sortDirection: 'asc' }));
  });
});

describe('the columnar engine under change', () => {
  it('updates, removes and re-adds without stale rows, orders or counts', async () => {
    const docs = conformanceDocs(200);
    const engine = columnarSearchIndex();
    await engine.upsert(docs);
    await engine.search({ sortDirection: 'asc' }, { offset: 0, limit: 25 }); // builds the order before the change
    const changed = docs.map((d, i) => (i % 3 === 0 ? { ...d, lastName: `Zed${i}`, specialty: 'Neurology' } : d));
    await engine.upsert(changed.filter((_, i) => i % 3 === 0));
    await engine.remove(docs.filter((_, i) => i % 5 === 1).map((d) => d.id));
    const live = changed.filter((_, i) => i % 5 !== 1);
    for (const q of conformanceQueries.slice(0, 12)) {
      const page = await engine.search(q, { offset: 0, limit: 50 });
      expect({ ids: page.items.map((d) => d.id), total: page.total }).toEqual(expectedPage(live, q, { offset: 0, limit: 50 }));
    }
    const counts = await engine.specialtyCounts();
    expect(counts.reduce((s, c) => s + c.count, 0)).toBe(live.length);
    for (const q of conformanceFacetQueries) expect(await engine.specialtyCounts(q), JSON.stringify(q)).toEqual(expectedFacets(live, q));
    expect(engine.size()).toBe(live.length);
  });

  it('returns the stored document for each hit, contact-free', async () => {
    const engine = columnarSearchIndex();
    const [doc] = conformanceDocs(1);
    await engine.upsert([doc!]);
    const page = await engine.search({ sortDirection: 'asc' }, { offset: 0, limit: 1 });
    expect(page.items[0]).toEqual(doc);
  });
});
