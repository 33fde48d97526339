import { describe, expect, it } from 'vitest';
import type { SearchFilters, SearchWindow } from '../../core/ports';
import { conformanceDocs, expectedPage } from '../../core/search/conformance-cases';
import { expectedPages, jumpWindows, PAGING_LIMIT, pagingQueries, walkChains } from '../../core/search/conformance-paging';
import { createEvaluator } from '../../../test/support/opensearch/dsl-evaluator';
import { expectGolden } from '../../../test/support/opensearch/golden';
import { toDocument } from './opensearch-document';
import type { Client } from './opensearch-http';
import { MAX_RESULT_WINDOW, indexDefinition } from './opensearch-mapping';
import { anchorBody, planPage } from './opensearch-paging';
import { buildSearchBody } from './opensearch-query';
import { openSearchIndex } from './opensearch-search-index';

const f = (q: Partial<SearchFilters>): SearchFilters => ({ sortDirection: 'asc', ...q });

/** The adapter itself over a client whose `_search` is the DSL evaluator: every body it sends is recorded. */
const adapterOver = (docs = conformanceDocs()) => {
  const engine = createEvaluator(indexDefinition, docs.map(toDocument));
  const bodies: Array<Record<string, unknown>> = [];
  const client = {
    search: async ({ body }: { body: object }) => (bodies.push(body as Record<string, unknown>), { statusCode: 200, body: engine.search(body) }),
  } as unknown as Client;
  const index = openSearchIndex({ client, index: 'physicians' });
  const page = async (q: SearchFilters, w: SearchWindow) => {
    const { items, total } = await index.search(q, w);
    return { ids: items.map((d) => d.id), total };
  };
  return { index, page, bodies };
};

describe('planPage: from never passes half the matches', () => {
  it('reads a page past the middle from the reversed order, and a page past the end not at all', () => {
    for (const total of [0, 1, 24, 25, 26, 49, 50, 51, 1000, 250_000, 1_000_000]) {
      for (const offset of [0, 25, 475, 500, 525, Math.floor(total / 2), total - 25, total - 10, total, total + 25].filter((o) => o >= 0 && o <= MAX_RESULT_WINDOW - 25)) {
        const plan = planPage(offset, 25, total);
        expect(plan.offset, `${offset} of ${total}`).toBeLessThanOrEqual(total / 2);
        if (plan.reversed || offset >= total) expect(plan.limit).toBe(Math.max(0, Math.min(25, total - offset)));
      }
    }
    expect(planPage(249_975, 25, 250_000)).toEqual({ offset: 0, limit: 25, reversed: true });
    expect(planPage(124_975, 25, 250_000)).toEqual({ offset: 124_975, limit: 25 });
  });
});

describe('paging request bodies (golden files in events/opensearch)', () => {
  const q = f({ specialty: ['Cardiology'], sortKey: 'location', sortDirection: 'desc' });
  it('search-cursor-page.json: the anchor by id through _search, then search_after', () => {
    const anchor = anchorBody(q.sortKey, 'phy_01HZX3V9Q2');
    const next = buildSearchBody(q, { offset: 0, limit: 25, searchAfter: ['boston\u0000cardiology\u0000lee\u0000ann\u0000phy_01HZX3V9Q2'] });
    const previous = buildSearchBody(q, { offset: 0, limit: 25, searchAfter: ['boston\u0000cardiology\u0000lee\u0000ann\u0000phy_01HZX3V9Q2'], reversed: true });
    expectGolden('search-cursor-page.json', { call: 'anchorBody + buildSearchBody', filters: q, anchor, next, previous });
  });
  it('search-reversed-deep-jump.json: page 400 of 10,000 matches reads 25 rows of the reversed order', () => {
    const window = planPage(9_975, 25, 10_000);
    expectGolden('search-reversed-deep-jump.json', { call: 'buildSearchBody(planPage(9975, 25, 10000))', filters: q, window, body: buildSearchBody(q, window) });
  });
  it('search-intent-cursor-page.json: the intent order scores the anchor as it scores the page, and continues after its rank score and name key', () => {
    const qi = f({ openToWork: true, preferredState: ['AZ'], sortKey: 'intent', intentAsOf: '2026-06-01T00:00:00.000Z' });
    const anchor = anchorBody(qi.sortKey, 'phy_01HZX3V9Q2', qi.intentAsOf);
    const next = buildSearchBody(qi, { offset: 0, limit: 25, searchAfter: [2, 'lee\u0000ann\u0000phy_01HZX3V9Q2'] });
    const previous = buildSearchBody(qi, { offset: 0, limit: 25, searchAfter: [2, 'lee\u0000ann\u0000phy_01HZX3V9Q2'], reversed: true });
    expectGolden('search-intent-cursor-page.json', { call: 'anchorBody + buildSearchBody', filters: qi, anchor, next, previous });
  });
  it('search-deepest-jump.json: page 400 of 250,000 matches, the worst case, from 9,975', () => {
    const window = planPage(9_975, 25, 250_000);
    expectGolden('search-deepest-jump.json', { call: 'buildSearchBody(planPage(9975, 25, 250000))', filters: q, window, body: buildSearchBody(q, window) });
  });
});

describe('the OpenSearch adapter pages by cursor as by page number (issue 15)', () => {
  const docs = conformanceDocs();
  const { page } = adapterOver(docs);

  it.each(pagingQueries.map((q) => [JSON.stringify(q), q] as const))('next/previous chains of %s equal the page-number pages', async (_name, q) => {
    const expected = expectedPages(docs, q, PAGING_LIMIT);
    const { forward, backward } = await walkChains(page, q, PAGING_LIMIT);
    expect(forward).toEqual(expected);
    expect(backward).toEqual(expected);
  });

  it.each(pagingQueries.map((q) => [JSON.stringify(q), q] as const))('jumps with right, stale or no total hints of %s', async (_name, q) => {
    const { total } = expectedPage(docs, q, { offset: 0, limit: 0 });
    for (const w of jumpWindows(total)) expect(await page(q, w), JSON.stringify(w)).toEqual(expectedPage(docs, q, w));
  });
});

describe('what the adapter sends', () => {
  it('a cursor page: one ids lookup (no _source, no filters) and one search_after of one page', async () => {
    const { page, bodies } = adapterOver();
    const q = f({ query: 'ann' });
    const first = await page(q, { offset: 0, limit: 25 });
    bodies.length = 0;
    await page(q, { offset: 25, limit: 25, anchor: { id: first.ids[24] as string, side: 'after' } });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual(anchorBody(undefined, first.ids[24] as string));
    expect(bodies[1]).toMatchObject({ from: 0, size: 25, search_after: [expect.stringContaining(first.ids[24] as string)] });
  });

  it('a deep jump with the right hint: one reversed request; with a stale one, a second on the exact total', async () => {
    const { page, bodies } = adapterOver();
    const q = f({});
    await page(q, { offset: 575, limit: 25, totalHint: 600 });
    expect(bodies.map((b) => [b.from, b.size, b.sort])).toEqual([[0, 25, [{ 'sort.name': { order: 'desc' } }]]]);
    bodies.length = 0;
    expect(await page(q, { offset: 575, limit: 25, totalHint: 700 })).toEqual(expectedPage(conformanceDocs(), q, { offset: 575, limit: 25 }));
    expect(bodies.map((b) => [b.from, b.size])).toEqual([[100, 25], [0, 25]]);
  });

  it('without a hint: a forward page below 10,000 rows, and a size-0 count first deeper', async () => {
    const docs = conformanceDocs(600);
    const { page, bodies } = adapterOver(docs);
    await page(f({}), { offset: 575, limit: 25 });
    expect(bodies.map((b) => [b.from, b.size])).toEqual([[575, 25]]);
  });

  it('falls back to the page number when the anchor is gone', async () => {
    const docs = conformanceDocs();
    const { page, bodies } = adapterOver(docs);
    const got = await page(f({}), { offset: 50, limit: 25, anchor: { id: 'phy_gone', side: 'after' } });
    expect(got).toEqual(expectedPage(docs, f({}), { offset: 50, limit: 25 }));
    expect(bodies.map((b) => ('ids' in (b.query as object) ? 'anchor' : [b.from, b.size]))).toEqual(['anchor', [50, 25]]);
  });
});
