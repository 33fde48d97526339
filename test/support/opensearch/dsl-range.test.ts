import { describe, expect, it } from 'vitest';
import { createEvaluator } from './dsl-evaluator';
import { indexDefinition } from '../../../functions/adapters/aws/opensearch-mapping';

/** Issue 16: the evaluator's model of `range` on a numeric field (graduationYear is a `short`). */
const engine = createEvaluator(indexDefinition, [
  { id: 'a', graduationYear: 1990 },
  { id: 'b', graduationYear: 1999 },
  { id: 'c', graduationYear: 2005 },
  { id: 'd', firstName: 'No year' },
]);
const ids = (range: object) =>
  engine.search({ sort: [{ id: { order: 'asc' } }], query: { range: { graduationYear: range } } }).hits.hits.map((h) => h._id);

describe('range on a numeric field', () => {
  it('includes gte/lte bounds and excludes gt/lt bounds', () => {
    expect(ids({ gte: 1990, lte: 1999 })).toEqual(['a', 'b']);
    expect(ids({ gt: 1990, lt: 1999 })).toEqual([]);
    expect(ids({ gte: 1999, lte: 1999 })).toEqual(['b']);
  });

  it('takes one bound alone, and never matches a document without the field', () => {
    expect(ids({ gte: 1995 })).toEqual(['b', 'c']);
    expect(ids({ lte: 2100 })).toEqual(['a', 'b', 'c']);
  });

  it('refuses what it does not model: no bound, a fractional bound on a short, a string bound, a range on a keyword', () => {
    expect(() => ids({})).toThrow(/needs a bound/);
    expect(() => ids({ gte: 1990.5 })).toThrow(/fractional/);
    expect(() => ids({ gte: '1990' })).toThrow(/must be a number/);
    expect(() => engine.search({ query: { range: { npi: { gte: 1 } } } })).toThrow(/only ranges on date fields/);
  });
});
