import { describe, expect, it } from 'vitest';
import { indexDefinition } from '../../../functions/adapters/aws/opensearch-mapping';
import { createEvaluator, MAX_CLAUSE_COUNT, replyForEngineError, TooManyClauses } from './dsl-evaluator';
import { legacyDefinition } from './dsl-legacy-mapping';
import { requiredNGrams, wildcardFieldGrams } from './wildcard-pattern';

/** Issue 23: the evaluator counts what the engine reads and refuses what it refuses, on hand-built indexes. */
const names = ['Ann', 'Anna', 'Bob', 'Dana', 'Hannah'];
const legacy = createEvaluator(
  legacyDefinition(),
  names.map((firstName, i) => ({ id: `d${i}`, firstName })),
);
const current = createEvaluator(
  indexDefinition,
  names.map((firstName, i) => ({ id: `d${i}`, firstName, contains: { firstName: [firstName.toLowerCase()] } })),
);
const ids = (engine: typeof current, query: object) => engine.search({ query, sort: [{ id: { order: 'asc' } }] }).hits.hits.map((h) => h._id);
const wildcard = (value: string) => ({ wildcard: { 'firstName.contains': { value } } });

describe('OpenSearch 2.19 wildcard-field n-grams', () => {
  it('indexes anchored 3-grams and asks for the needle’s 3-grams, none under 3 characters', () => {
    expect(wildcardFieldGrams('ab')).toEqual(['\0\0a', '\0ab', 'ab\0', 'b\0\0']);
    expect(requiredNGrams('*anna*').sort()).toEqual(['ann', 'nna']);
    expect(requiredNGrams('*an*')).toEqual([]);
    expect(requiredNGrams('ann*').sort()).toEqual(['\0an', 'ann']);
    expect(requiredNGrams('*a\\*b*')).toEqual(['a*b']);
  });
});

describe('the cost model', () => {
  it('before: a 2-character needle verifies every document with the field; a 3-character one its n-gram’s postings', () => {
    expect(legacy.costOf({ query: wildcard('*an*') })).toEqual({ postingsRead: 0, verified: 5, clauses: 1 });
    // ann: Ann, Anna, Hannah hold the trigram; all three are verified, all three match.
    expect(legacy.costOf({ query: wildcard('*ann*') })).toEqual({ postingsRead: 3, verified: 3, clauses: 1 });
    // anna: ann ∩ nna = Anna, Hannah: two postings lists read (3 + 2), both candidates verified.
    expect(legacy.costOf({ query: wildcard('*anna*') })).toEqual({ postingsRead: 5, verified: 2, clauses: 2 });
    expect(ids(legacy, wildcard('*anna*'))).toEqual(['d1', 'd4']);
    // bob: \0bo, bob, ob\0 are Bob's grams; "*obo*" needs obo, which nobody has: nothing to verify.
    expect(legacy.costOf({ query: wildcard('*obo*') })).toEqual({ postingsRead: 0, verified: 0, clauses: 1 });
  });

  it('after: one grams posting list or the suffixes a prefix expands to, nothing verified', () => {
    const short = { term: { 'contains.firstName.grams': { value: 'an' } } };
    expect(ids(current, short)).toEqual(['d0', 'd1', 'd3', 'd4']);
    expect(current.costOf({ query: short })).toEqual({ postingsRead: 4, verified: 0, clauses: 1 });
    // "anna" starts the suffixes "anna" (Anna) and "annah" (Hannah).
    const long = { prefix: { 'contains.firstName': { value: 'anna' } } };
    expect(ids(current, long)).toEqual(['d1', 'd4']);
    expect(current.costOf({ query: long })).toEqual({ postingsRead: 2, verified: 0, clauses: 1 });
    // "ann" starts the suffixes "ann" (Ann), "anna" (Anna), "annah" (Hannah).
    expect(current.costOf({ query: { prefix: { 'contains.firstName': { value: 'ann' } } } })).toEqual({ postingsRead: 3, verified: 0, clauses: 1 });
  });

  it('sums a bool’s leaves and counts terms on a keyword as two clauses (IndexOrDocValuesQuery)', () => {
    const query = { bool: { filter: [wildcard('*an*'), { terms: { firstName: ['ann', 'bob'] } }], must_not: [{ ids: { values: ['d9'] } }] } };
    expect(legacy.costOf({ query })).toEqual({ postingsRead: 2 + 1, verified: 5, clauses: 1 + 2 + 1 });
  });
});

describe('the clause limit', () => {
  const terms = (n: number) => ({ bool: { filter: Array.from({ length: n }, (_, i) => ({ term: { firstName: { value: `n${i}` } } })) } });

  it('accepts max_clause_count leaves and throws TooManyClauses past it, as the domain does', () => {
    expect(() => current.search({ query: terms(MAX_CLAUSE_COUNT) })).not.toThrow();
    expect(() => current.search({ query: terms(MAX_CLAUSE_COUNT + 1) })).toThrow(TooManyClauses);
  });

  it('counts each n-gram of a wildcard-field query as a clause: 10 long words over 6 fields are far past the limit', () => {
    const word = 'abcdefghijklmnopqrstuvwxyz0123456789';
    const query = { bool: { filter: Array.from({ length: 10 }, (_, i) => ({ bool: { should: Array.from({ length: 6 }, () => wildcard(`*${word}${i}*`)) } })) } };
    expect(legacy.costOf({ query }).clauses).toBe(10 * 6 * (word.length + 1 - 2));
    expect(() => legacy.search({ query })).toThrow(/too many nested clauses/);
  });

  it('is answered by the stub as the domain answers it: 500, too_many_nested_clauses', () => {
    const reply = replyForEngineError(new TooManyClauses(2_000));
    expect(reply?.status).toBe(500);
    expect(JSON.stringify(reply?.body)).toContain('too_many_nested_clauses');
    expect(replyForEngineError(new Error('other'))).toBeNull();
  });
});
