import type { SearchFilters } from '../../core/ports';
import { SELECT_ALL_MAX } from '../../core/schemas/physician';
import { keywordWords, type SortKey } from '../../core/search/matcher';
import { expandState } from '../../core/search/states';
import type { Query, SearchBody, SortClause, SortOrder, TermsAggBody, WildcardQuery } from './opensearch-dsl';
import { summaryFields } from './opensearch-document';
import { MAX_RESULT_WINDOW } from './opensearch-mapping';

/**
 * Spec core §5 as OpenSearch request bodies: pure functions, clause for
 * clause the same as `predicateOf` and `comparatorOf` in core/search/matcher.
 * Golden files in events/opensearch guard the exact bodies; the conformance
 * test runs them through a DSL evaluator against the reference.
 */

/** `*`, `?` and `\` are wildcard syntax; user text must match them literally. */
export const escapeWildcard = (text: string): string => text.replace(/[\\*?]/g, (c) => `\\${c}`);

/**
 * Case-insensitive substring. The fields are keywords with a lower-case
 * normalizer; we lower-case the needle ourselves as well, so the result does
 * not depend on how a given OpenSearch version applies the normalizer or
 * `case_insensitive` to wildcard patterns.
 */
const contains = (field: string, needle: string): WildcardQuery => ({
  wildcard: { [field]: { value: `*${escapeWildcard(needle.toLowerCase())}*`, case_insensitive: true } },
});

const anyOf = (clauses: Query[]): Query =>
  clauses.length === 1 ? (clauses[0] as Query) : { bool: { should: clauses, minimum_should_match: 1 } };

/** Exact, case-insensitive: values lower-cased to meet the normalized terms. */
const oneOf = (field: string, values: string[]): Query => ({ terms: { [field]: values.map((v) => v.toLowerCase()) } });

const keywordFields = ['firstName', 'lastName', 'specialty', 'skills', 'organization', 'title'];

/**
 * One filter clause per distinct word: a should of six `*word*` wildcards
 * on the normalized keyword fields, so every word must be in some field.
 * The reference's name rule for several words needs no clause of its own:
 * whatever it matches, this matches too (core/search/matcher.ts). Cost: at
 * most KEYWORDS_MAX (10) words x 6 wildcards, well under the 1,024-clause
 * limit; each wildcard walks one field's term dictionary (distinct values,
 * not documents), and filter context skips scoring and lets OpenSearch
 * cache the clauses.
 */
const keywordClauses = (query: string): Query[] =>
  [...new Set(keywordWords(query))].map((word) => anyOf(keywordFields.map((f) => contains(f, word))));

const specialtyClause = (value: string): Query =>
  value.toLowerCase() === 'physician'
    ? { term: { specialty: { value: 'physician', case_insensitive: true } } }
    : contains('specialty', value);

/** Empty lists are ignored, as in the reference. */
const listClause = (values: string[] | undefined, build: (values: string[]) => Query): Query | null =>
  values?.length ? build(values) : null;

export const queryOf = (q: SearchFilters): Query => {
  const clauses = [
    ...(q.query ? keywordClauses(q.query) : []),
    listClause(q.specialty, (vs) => anyOf(vs.map(specialtyClause))),
    // Every chosen skill must be in some skill (AND): one top-level filter clause each.
    ...(q.skills ?? []).map((s) => contains('skills', s)),
    q.skillsSearch ? contains('skills', q.skillsSearch) : null,
    listClause(q.title, (vs) => anyOf(vs.map((v) => contains('title', v)))),
    listClause(q.organization, (vs) => anyOf(vs.map((v) => contains('organization', v)))),
    listClause(q.education, (vs) => anyOf(vs.flatMap((v) => [contains('education.degree', v), contains('education.schoolName', v)]))),
    listClause(q.companySize, (vs) => oneOf('organizationSize', vs)),
    listClause(q.companyRevenue, (vs) => oneOf('organizationRevenue', vs)),
    listClause(q.companyIndustry, (vs) => oneOf('organizationIndustry', vs)),
    listClause(q.city, (vs) => anyOf(vs.map((v) => contains('city', v)))),
    q.state ? oneOf('state', expandState(q.state)) : null,
  ].filter((c): c is Query => c !== null);
  // Filter context throughout: results are sorted explicitly, so scores would be wasted work.
  return clauses.length ? { bool: { filter: clauses } } : { match_all: {} };
};

const sortFields: Record<SortKey, string> = { name: 'lastName', specialty: 'specialty', location: 'city' };

/** The key, then last name, first name, id; descending reverses every tie-breaker too, like `comparatorOf`. */
export const sortOf = (key: SortKey = 'name', direction: SortOrder = 'asc'): SortClause[] =>
  [...new Set([sortFields[key], 'lastName', 'firstName', 'id'])].map((field) => ({ [field]: { order: direction } }));

/**
 * from + size may not pass max_result_window; a window beyond it asks for
 * nothing (still with the exact total) instead of failing the request.
 */
const clampWindow = (offset: number, limit: number) => {
  const from = Math.min(Math.max(0, offset), MAX_RESULT_WINDOW);
  return { from, size: Math.max(0, Math.min(limit, MAX_RESULT_WINDOW - from)) };
};

export const buildSearchBody = (q: SearchFilters, window: { offset: number; limit: number }): SearchBody => ({
  query: queryOf(q),
  sort: sortOf(q.sortKey, q.sortDirection),
  ...clampWindow(window.offset, window.limit),
  track_total_hits: true,
  _source: summaryFields,
});

/** Select-all: ids only (the hit `_id`), at most SELECT_ALL_MAX, same order and exact total. */
export const buildIdsBody = (q: SearchFilters, limit: number): SearchBody => ({
  query: queryOf(q),
  sort: sortOf(q.sortKey, q.sortDirection),
  from: 0,
  size: Math.max(0, Math.min(limit, SELECT_ALL_MAX)),
  track_total_hits: true,
  _source: false,
});

export const SPECIALTY_AGG = 'specialties';
/** Far above the distinct spellings a directory has (18 specialties and their variants). */
const SPECIALTY_BUCKETS = 10_000;

export const specialtyCountsBody = (): TermsAggBody => ({
  size: 0,
  track_total_hits: false,
  aggs: { [SPECIALTY_AGG]: { terms: { field: 'specialty.raw', size: SPECIALTY_BUCKETS } } },
});
