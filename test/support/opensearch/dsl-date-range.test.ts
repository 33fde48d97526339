import { describe, expect, it } from 'vitest';
import { createEvaluator } from './dsl-evaluator';
import { indexDefinition } from '../../../functions/adapters/aws/opensearch-mapping';

/** Issue 17: the evaluator's model of `range` on a `date` field (publishedAt) and of bool.must_not with `ids`. */
const engine = createEvaluator(indexDefinition, [
  { id: 'a', publishedAt: '2026-01-01T00:00:00.000Z' },
  { id: 'b', publishedAt: '2026-01-01T00:10:00.000Z' },
  { id: 'c', publishedAt: '2026-01-01T00:20:00.000Z' },
  { id: 'd', firstName: 'Never published (a legacy document)' },
]);
const ids = (query: object) => engine.search({ sort: [{ id: { order: 'asc' } }], query }).hits.hits.map((h) => h._id);

describe('range on a date field', () => {
  it('gt excludes its bound, lte includes it; a document without the field never matches', () => {
    expect(ids({ range: { publishedAt: { gt: '2026-01-01T00:00:00.000Z', lte: '2026-01-01T00:10:00.000Z' } } })).toEqual(['b']);
    expect(ids({ range: { publishedAt: { gt: '2026-01-01T00:00:00.000Z' } } })).toEqual(['b', 'c']);
    expect(ids({ range: { publishedAt: { lte: '2026-01-01T00:20:00.000Z' } } })).toEqual(['a', 'b', 'c']);
  });

  it('refuses date shapes it does not model (missing components would be rounded by OpenSearch) and ranges on keywords', () => {
    expect(() => ids({ range: { publishedAt: { gt: '2026-01-01' } } })).toThrow(/only ISO times/);
    expect(() => ids({ range: { publishedAt: { gt: 1_767_225_600_000 } } })).toThrow(/only ISO times/);
    expect(() => ids({ range: { publishedAt: { gt: '2026-01-01T00:00:00.000Z', format: 'yyyy' } } })).toThrow();
    expect(() => ids({ range: { lastName: { gt: 'a' } } })).toThrow(/only ranges on date fields/);
    expect(() => createEvaluator(indexDefinition, [{ id: 'x', publishedAt: 'yesterday' }])).toThrow(/only ISO times/);
  });
});

describe('bool.must_not', () => {
  it('drops every document a clause matches, alone or beside a filter', () => {
    expect(ids({ bool: { must_not: [{ ids: { values: ['a', 'c', 'zzz'] } }] } })).toEqual(['b', 'd']);
    expect(ids({ bool: { filter: [{ range: { publishedAt: { gt: '2026-01-01T00:00:00.000Z' } } }], must_not: [{ ids: { values: ['b'] } }] } })).toEqual(['c']);
  });
});
