import { describe, expect, it } from 'vitest';
import { createEvaluator } from './dsl-evaluator';
import { indexDefinition } from '../../../functions/adapters/aws/opensearch-mapping';

/** search_after, ids and hit sort values as OpenSearch documents them (issue 15). */
const docs = ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({ id, firstName: ['Ann', 'Bob', 'ann', 'Cy', 'Bo'][i] as string, sort: { name: `k${4 - i}`, specialty: 'x', location: 'y' } }));
const engine = createEvaluator(indexDefinition, docs);
const byKey = (order: 'asc' | 'desc') => [{ 'sort.name': { order } }];

describe('the evaluator: search_after, ids, sort values', () => {
  it('returns each sorted hit with its sort values', () => {
    const { hits } = engine.search({ sort: byKey('asc'), size: 2, _source: false });
    expect(hits.hits).toEqual([{ _id: 'e', sort: ['k0'] }, { _id: 'd', sort: ['k1'] }]);
  });

  it('continues strictly after the given values in either direction, and still counts every match', () => {
    const after = engine.search({ sort: byKey('asc'), search_after: ['k1'], size: 2, track_total_hits: true, _source: false });
    expect([after.hits.hits.map((h) => h._id), after.hits.total?.value]).toEqual([['c', 'b'], 5]);
    const before = engine.search({ sort: byKey('desc'), search_after: ['k3'], size: 5, _source: false });
    expect(before.hits.hits.map((h) => h._id)).toEqual(['c', 'd', 'e']);
    const filtered = engine.search({ query: { wildcard: { firstName: { value: 'ann' } } }, sort: byKey('asc'), search_after: ['k2'], track_total_hits: true, _source: false });
    expect([filtered.hits.hits.map((h) => h._id), filtered.hits.total?.value]).toEqual([['a'], 2]);
  });

  it('refuses what OpenSearch refuses: from with search_after, a value count unlike the sort, no sort', () => {
    expect(() => engine.search({ sort: byKey('asc'), search_after: ['k1'], from: 5 })).toThrow(/from.*must be set to 0/);
    expect(() => engine.search({ sort: byKey('asc'), search_after: ['k1', 'x'] })).toThrow(/as many values/);
    expect(() => engine.search({ search_after: ['k1'] })).toThrow(/needs a sort/);
  });

  it('matches ids by _id, and sorts on fields that are not indexed but have doc values', () => {
    const { hits } = engine.search({ query: { ids: { values: ['c', 'zz'] } }, sort: byKey('asc'), size: 1, track_total_hits: false, _source: false });
    expect(hits).toEqual({ hits: [{ _id: 'c', sort: ['k2'] }] });
    expect(() => engine.search({ query: { wildcard: { 'sort.name': { value: 'k*' } } } })).toThrow(/not indexed/);
  });
});
