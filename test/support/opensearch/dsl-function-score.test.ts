import { describe, expect, it } from 'vitest';
import { indexDefinition } from '../../../functions/adapters/aws/opensearch-mapping';
import { intentScored, intentSort } from '../../../functions/adapters/aws/opensearch-intent-order';
import { createEvaluator } from './dsl-evaluator';

/** Issue 25: the evaluator's function_score and _score sort, as the intent order uses them, pinned on a hand-built index. */
const AS_OF = '2026-06-01T00:00:00.000Z';
const doc = (id: string, name: string, intent?: { status: string; expiresAt: string }) => ({ id, sort: { name }, ...(intent ? { intent } : {}) });
const docs = [
  doc('a', 'adams', { status: 'open', expiresAt: '2026-07-01T00:00:00.000Z' }),
  doc('b', 'baker', { status: 'looking', expiresAt: AS_OF }), // expires exactly at the query time: not current
  doc('c', 'clark', { status: 'looking', expiresAt: '2026-06-02T00:00:00.000Z' }),
  doc('d', 'davis', { status: 'not_looking', expiresAt: '2026-07-01T00:00:00.000Z' }),
  doc('e', 'evans'),
];
const engine = createEvaluator(indexDefinition, docs);
const body = (direction: 'asc' | 'desc', extra: object = {}) => ({ query: intentScored({ match_all: {} }, AS_OF), sort: intentSort(direction, 'sort.name'), ...extra });

describe('function_score and the _score sort in the evaluator', () => {
  it('scores by the first matching function (looking 3, open 2, else 1) and sorts on it, then the name key', () => {
    const hits = engine.search(body('asc')).hits.hits;
    expect(hits.map((h) => h._id)).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(hits.map((h) => h.sort?.[0])).toEqual([3, 2, 1, 1, 1]);
    expect(engine.search(body('desc')).hits.hits.map((h) => h._id)).toEqual(['e', 'd', 'b', 'a', 'c']);
  });

  it('continues after a score and a name key (search_after with a number)', () => {
    expect(engine.search(body('asc', { search_after: [2, 'adams'] })).hits.hits.map((h) => h._id)).toEqual(['b', 'd', 'e']);
    expect(engine.search(body('asc', { search_after: [3, 'clark'] })).hits.hits.map((h) => h._id)).toEqual(['a', 'b', 'd', 'e']);
  });

  it('without a query time nobody ranks ahead', () => {
    const hits = engine.search({ query: intentScored({ match_all: {} }, undefined), sort: intentSort('asc', 'sort.name') }).hits.hits;
    expect(hits.map((h) => h._id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('refuses shapes it does not model, and a _score sort over a query that scores nothing', () => {
    const fs = (patch: object) => ({ function_score: { query: { match_all: {} }, functions: [{ weight: 1 }], score_mode: 'first', boost_mode: 'replace', ...patch } });
    expect(() => engine.search({ query: fs({ score_mode: 'sum' }), sort: [{ _score: { order: 'desc' } }] })).toThrow(/score_mode first/);
    expect(() => engine.search({ query: fs({ functions: [{ script_score: {} }] }) })).toThrow();
    expect(() => engine.search({ query: { match_all: {} }, sort: [{ _score: { order: 'desc' } }] })).toThrow(/function_score/);
  });

  it('counts the functions\u2019 filters in the cost: their postings and clauses', () => {
    const plain = engine.costOf({ query: { match_all: {} } });
    const ranked = engine.costOf({ query: intentScored({ match_all: {} }, AS_OF) });
    // intent.status: looking (2 docs) and open (1 doc) read; a term (1) and a date range (2) per function, and match_all (1).
    expect(ranked.postingsRead - plain.postingsRead).toBe(3);
    expect(ranked.clauses).toBe(1 + 2 * 3);
  });
});
