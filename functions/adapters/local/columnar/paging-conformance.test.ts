import { describe, expect, it } from 'vitest';
import { conformanceDocs, expectedPage } from '../../../core/search/conformance-cases';
import { expectedPages, jumpWindows, PAGING_LIMIT, pagingQueries, walkChains } from '../../../core/search/conformance-paging';
import type { SearchFilters, SearchWindow } from '../../../core/ports';
import { columnarSearchIndex } from '../columnar-search-index';

describe('the columnar engine pages by cursor as by page number (issue 15)', async () => {
  const docs = conformanceDocs();
  const engine = columnarSearchIndex();
  await engine.upsert(docs);
  const page = async (q: SearchFilters, w: SearchWindow) => {
    const { items, total } = await engine.search(q, w);
    return { ids: items.map((d) => d.id), total };
  };

  it.each(pagingQueries.map((q) => [JSON.stringify(q), q] as const))('next/previous chains of %s equal the page-number pages', async (_name, q) => {
    const expected = expectedPages(docs, q, PAGING_LIMIT);
    expect(expected.length).toBeGreaterThan(2);
    const { forward, backward } = await walkChains(page, q, PAGING_LIMIT);
    expect(forward).toEqual(expected);
    expect(backward).toEqual(expected);
  });

  it.each(pagingQueries.map((q) => [JSON.stringify(q), q] as const))('jumps with right, stale or no total hints of %s', async (_name, q) => {
    const { total } = expectedPage(docs, q, { offset: 0, limit: 0 });
    for (const w of jumpWindows(total)) expect(await page(q, w), JSON.stringify(w)).toEqual(expectedPage(docs, q, w));
  });

  it.each([
    { specialty: ['neurology'], sortDirection: 'asc' },
    { companyRevenue: ['$1B+'], state: 'CA', sortDirection: 'desc' },
  ] satisfies SearchFilters[])('continues from an anchor %j does not match, by its place in the order', async (q) => {
    const all = expectedPage(docs, { sortDirection: q.sortDirection }, { offset: 0, limit: docs.length }).ids;
    const hits = new Set(expectedPage(docs, q, { offset: 0, limit: docs.length }).ids);
    const anchor = all.find((id, i) => i > 300 && !hits.has(id)) as string;
    const after = all.slice(all.indexOf(anchor) + 1).filter((id) => hits.has(id)).slice(0, 3);
    const before = all.slice(0, all.indexOf(anchor)).filter((id) => hits.has(id)).slice(-3);
    expect((await page(q, { offset: 0, limit: 3, anchor: { id: anchor, side: 'after' } })).ids).toEqual(after);
    expect((await page(q, { offset: 0, limit: 3, anchor: { id: anchor, side: 'before' } })).ids).toEqual(before);
  });

  it('falls back to the page number when the anchor is gone, or fewer than a page lies before it', async () => {
    const local = columnarSearchIndex();
    await local.upsert(docs);
    const q: SearchFilters = { sortDirection: 'asc' };
    const second = expectedPage(docs, q, { offset: 25, limit: 25 });
    await local.remove([second.ids[24] as string]);
    const live = docs.filter((d) => d.id !== second.ids[24]);
    const gone = await local.search(q, { offset: 50, limit: 25, anchor: { id: second.ids[24] as string, side: 'after' } });
    expect(gone.items.map((d) => d.id)).toEqual(expectedPage(live, q, { offset: 50, limit: 25 }).ids);
    const third = expectedPage(live, q, { offset: 3, limit: 25 }).ids[0] as string;
    const short = await local.search(q, { offset: 0, limit: 25, anchor: { id: third, side: 'before' } });
    expect(short.items.map((d) => d.id)).toEqual(expectedPage(live, q, { offset: 0, limit: 25 }).ids);
  });
});
