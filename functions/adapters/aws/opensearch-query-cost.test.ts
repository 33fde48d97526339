import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '../../core/ports';
import { conformanceDocs } from '../../core/search/conformance-cases';
import { createEvaluator } from '../../../test/support/opensearch/dsl-evaluator';
import { toDocument } from './opensearch-document';
import { indexDefinition } from './opensearch-mapping';
import { buildSearchBody, specialtyCountsBody } from './opensearch-query';

/**
 * Issue 23, item 1: no contains is verified candidate by candidate. The
 * builder's bodies run through the evaluator's cost model (dsl-cost.ts) over
 * the conformance documents as our mapping indexes them; at 1M profiles the
 * figures come from `npm run bench:search` (scripts/bench/search-cost.ts).
 */
const docs = conformanceDocs();
const engine = createEvaluator(indexDefinition, docs.map(toDocument));
const page = { offset: 0, limit: 25 };
const q = (f: Partial<SearchFilters>): SearchFilters => ({ sortDirection: 'asc', ...f });

describe('what a contains costs the engine', () => {
  it.each(['a', 'an', 'Z', 'care', 'medicine', 'ann smith', 'c++ 100%'])('keyword %j: nothing verified, one clause per field and word', (query) => {
    const body = buildSearchBody(q({ query }), page);
    const cost = engine.costOf(body);
    expect(cost.verified).toBe(0);
    expect(cost.clauses).toBe(6 * query.split(' ').length);
  });

  it('a short needle reads one posting list per field: no more entries than documents per field', () => {
    const cost = engine.costOf(buildSearchBody(q({ query: 'a' }), page));
    expect(cost.postingsRead).toBeGreaterThan(0);
    expect(cost.postingsRead).toBeLessThanOrEqual(6 * docs.length);
  });

  it('the filtered facets cost what the search does', () => {
    const filters = q({ query: 'care', organization: ['me'], title: ['Director'], skills: ['Research'] });
    expect(engine.costOf(specialtyCountsBody(filters)).verified).toBe(0);
    expect(engine.costOf(buildSearchBody(filters, page)).verified).toBe(0);
  });
});
