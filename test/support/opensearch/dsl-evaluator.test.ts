import { describe, expect, it } from 'vitest';
import { createEvaluator } from './dsl-evaluator';
import { indexDefinition } from '../../../functions/adapters/aws/opensearch-mapping';
import { legacyDefinition } from './dsl-legacy-mapping';

/** The evaluator is the judge of the conformance test, so its own OpenSearch behaviour is pinned here. */
const docs = [
  { id: 'a', firstName: 'Ann*', city: 'Boston', skills: ['Zeta', 'Alpha'] },
  { id: 'b', firstName: 'ANNA', skills: ['Mid'] },
  { id: 'c', firstName: 'Bob', city: 'austin', skills: [] },
  { id: 'd', firstName: 'İlker', city: 'Ankara', state: 'CA', education: [{ schoolName: 'X', degree: 'MD' }, { schoolName: 'Y', degree: 'PhD' }] },
];
/** The wildcard-field behaviour is pinned on the issue-15 layout, which has `<path>.contains` wildcard subfields. */
const engine = createEvaluator(legacyDefinition(), docs);
const ids = (body: object) => engine.search({ sort: [{ id: { order: 'asc' } }], ...body }).hits.hits.map((h) => h._id);
const wildcard = (field: string, value: string) => ({ wildcard: { [field]: { value } } });

describe('the OpenSearch DSL evaluator', () => {
  it('matches wildcards over whole normalized values, with escapes literal', () => {
    expect(ids({ query: wildcard('firstName.contains', 'ANN*') })).toEqual(['a', 'b']);
    expect(ids({ query: wildcard('firstName.contains', 'ann\\*') })).toEqual(['a']);
    expect(ids({ query: wildcard('firstName.contains', 'an?') })).toEqual([]);
    expect(ids({ query: wildcard('firstName.contains', 'an??') })).toEqual(['a', 'b']);
    expect(ids({ query: wildcard('firstName', 'ann*') })).toEqual(['a', 'b']);
  });

  it('reads a wildcard field as substrings of each value: any value of a multi-valued field, any needle length', () => {
    expect(ids({ query: wildcard('skills.contains', '*lph*') })).toEqual(['a']);
    expect(ids({ query: wildcard('skills.contains', '*i*') })).toEqual(['b']);
    expect(ids({ query: wildcard('education.degree.contains', '*h*') })).toEqual(['d']);
    expect(ids({ query: wildcard('education.schoolName.contains', '*x*') })).toEqual(['d']);
    // The whole value must match the pattern: `ta` ends Zeta, but no value is `ta` followed by more.
    expect(ids({ query: wildcard('skills.contains', '*ta?*') })).toEqual([]);
  });

  it('lower-cases per code point like Lucene (İ → i, not i̇; Σ → σ, never ς)', () => {
    expect(ids({ query: wildcard('firstName.contains', 'ilk*') })).toEqual(['d']);
    expect(ids({ query: wildcard('firstName.contains', '*İLKER*') })).toEqual(['d']);
    const greek = createEvaluator(legacyDefinition(), [{ id: 'g', lastName: 'ΣΩΚΡΑΤΗΣ' }]);
    expect(greek.search({ query: wildcard('lastName.contains', '*τησ') }).hits.hits.map((h) => h._id)).toEqual(['g']);
    expect(greek.search({ query: wildcard('lastName.contains', '*της') }).hits.hits).toEqual([]);
  });

  it('normalizes term and terms values, and reads object arrays as flat multi-valued fields', () => {
    expect(ids({ query: { terms: { state: ['ca'] } } })).toEqual(['d']);
    expect(ids({ query: { term: { state: { value: 'Ca' } } } })).toEqual(['d']);
    expect(ids({ query: wildcard('education.degree', 'p*') })).toEqual(['d']);
  });

  it('defaults minimum_should_match to 1 only without must/filter', () => {
    const should = [wildcard('city.contains', '*x*')];
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

  it('refuses term-dictionary scans, case_insensitive, and keyword work on wildcard fields (issue 15)', () => {
    expect(() => engine.search({ query: wildcard('firstName', '*ann*') })).toThrow(/term dictionary/);
    expect(() => engine.search({ query: wildcard('education.degree', '?d') })).toThrow(/term dictionary/);
    expect(() => engine.search({ query: { wildcard: { 'firstName.contains': { value: '*ann*', case_insensitive: true } } } })).toThrow(/case_insensitive/);
    expect(() => engine.search({ query: { term: { state: { value: 'ca', case_insensitive: true } } } })).toThrow(/case_insensitive/);
    expect(() => engine.search({ query: { term: { 'firstName.contains': { value: 'ann' } } } })).toThrow(/wildcard field/);
    expect(() => engine.search({ query: { terms: { 'city.contains': ['boston'] } } })).toThrow(/wildcard field/);
    expect(() => engine.search({ sort: [{ 'city.contains': { order: 'asc' } }] })).toThrow(/wildcard field/);
  });
});
