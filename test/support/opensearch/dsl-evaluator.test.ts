import { describe, expect, it } from 'vitest';
import { createEvaluator } from './dsl-evaluator';
import { indexDefinition } from '../../../functions/adapters/aws/opensearch-mapping';

/** The evaluator is the judge of the conformance test, so its own OpenSearch behaviour is pinned here. */
const docs = [
  { id: 'a', firstName: 'Ann*', city: 'Boston', skills: ['Zeta', 'Alpha'] },
  { id: 'b', firstName: 'ANNA', skills: ['Mid'] },
  { id: 'c', firstName: 'Bob', city: 'austin', skills: [] },
  { id: 'd', firstName: 'İlker', city: 'Ankara', state: 'CA', education: [{ schoolName: 'X', degree: 'MD' }, { schoolName: 'Y', degree: 'PhD' }] },
];
const engine = createEvaluator(indexDefinition, docs);
const ids = (body: object) => engine.search({ sort: [{ id: { order: 'asc' } }], ...body }).hits.hits.map((h) => h._id);
const wildcard = (field: string, value: string) => ({ wildcard: { [field]: { value, case_insensitive: true } } });

describe('the OpenSearch DSL evaluator', () => {
  it('matches wildcards over whole normalized terms, with escapes literal', () => {
    expect(ids({ query: wildcard('firstName', 'ANN*') })).toEqual(['a', 'b']);
    expect(ids({ query: wildcard('firstName', 'ann\\*') })).toEqual(['a']);
    expect(ids({ query: wildcard('firstName', 'an?') })).toEqual([]);
    expect(ids({ query: wildcard('firstName', 'an??') })).toEqual(['a', 'b']);
  });

  it('lower-cases per code point like Lucene (İ → i, not i̇)', () => {
    expect(ids({ query: wildcard('firstName', 'ilk*') })).toEqual(['d']);
  });

  it('normalizes term and terms values, and reads object arrays as flat multi-valued fields', () => {
    expect(ids({ query: { terms: { state: ['ca'] } } })).toEqual(['d']);
    expect(ids({ query: { term: { state: { value: 'Ca', case_insensitive: true } } } })).toEqual(['d']);
    expect(ids({ query: wildcard('education.degree', '*h*') })).toEqual(['d']);
  });

  it('defaults minimum_should_match to 1 only without must/filter', () => {
    const should = [wildcard('city', 'x*')];
    expect(ids({ query: { bool: { should } } })).toEqual([]);
    expect(ids({ query: { bool: { filter: [{ match_all: {} }], should } } })).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts by UTF-8 terms, min ascending / max descending, missing last both ways', () => {
    const sorted = (order: 'asc' | 'desc', field: string) =>
      engine.search({ sort: [{ [field]: { order } }, { id: { order: 'asc' } }], query: { match_all: {} } }).hits.hits.map((h) => h._id);
    expect(sorted('asc', 'city')).toEqual(['d', 'c', 'a', 'b']);
    expect(sorted('desc', 'city')).toEqual(['a', 'c', 'd', 'b']);
    expect(sorted('asc', 'skills')).toEqual(['a', 'b', 'c', 'd']);
    expect(sorted('desc', 'skills')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('counts exactly only with track_total_hits: true', () => {
    const many = createEvaluator(indexDefinition, Array.from({ length: 10_001 }, (_, i) => ({ id: `x${i}` })));
    expect(many.search({ size: 0 }).hits.total).toEqual({ value: 10_000, relation: 'gte' });
    expect(many.search({ size: 0, track_total_hits: true }).hits.total).toEqual({ value: 10_001, relation: 'eq' });
  });

  it('refuses what it does not model or OpenSearch would reject', () => {
    expect(() => engine.search({ query: { match: { firstName: 'ann' } } })).toThrow(/unsupported query/);
    expect(() => engine.search({ query: wildcard('nope', '*') })).toThrow(/unmapped/);
    expect(() => engine.search({ query: wildcard('linkedinUrl', '*') })).toThrow(/not indexed/);
    expect(() => engine.search({ from: 249_990, size: 25 })).toThrow(/Result window is too large/);
    expect(() => engine.search({ sort: [{ graduationYear: { order: 'asc' } }] })).toThrow(/only keyword/);
  });
});
