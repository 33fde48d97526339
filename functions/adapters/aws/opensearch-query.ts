import { usesIntent } from '../../core/search/intent-predicates';
import type { SearchFilters } from '../../core/ports';
import { SELECT_ALL_MAX } from '../../core/schemas/physician';
import { facetFilters } from '../../core/search/facets';
import { fold } from '../../core/search/fold';
import { specialtyFilterOf, specialtyTextOf } from '../../core/search/specialty-filter';
import { distanceFilterOf, type LatLon } from '../../core/search/distance';
import { keywordWords, type SearchSortKey } from '../../core/search/matcher';
import { sortKeyField } from '../../core/search/sort-key';
import { expandState } from '../../core/search/states';
import { licenseStateTerms } from '../../core/search/field-predicates';
import { EXCLUDE_IDS_MAX } from '../../core/search/internal-filters';
import type { Query, SearchBody, SortClause, SortOrder, TermsAggBody } from './opensearch-dsl';
import { intentScored, intentSort } from './opensearch-intent-order';
import { summaryFields } from './opensearch-document';
import { assertClauseBudget, clauseCount } from './opensearch-query-clauses';
import { CONTAINS, GRAMS_MAX, MAX_RESULT_WINDOW } from './opensearch-mapping';

/**
 * Spec core §5 as OpenSearch request bodies: pure functions, clause for
 * clause the same as `predicateOf` and `comparatorOf` in core/search/matcher.
 * Golden files in events/opensearch guard the exact bodies; the conformance
 * test runs them through a DSL evaluator against the reference.
 */

/**
 * Case-insensitive substring on the field's pre-folded copy (opensearch-
 * mapping.ts): the needle is folded here with the same `fold` the document
 * was, so both sides use Node's tables. Exact for any needle, one clause, and
 * no candidate is re-checked against its value:
 * - 1 or 2 code points: one `term` on the 1-2 gram subfield;
 * - longer: one `prefix` on the suffixes (a value contains the needle exactly
 *   when one of its suffixes starts with it).
 * An empty needle is in every value, even an empty one, which has no
 * suffix or gram: it asks for any value on the keyword (the API drops blank
 * values, but the spec's matcher answers them).
 */
const contains = (field: string, needle: string): Query => {
  const folded = fold(needle);
  const n = [...folded].length;
  if (n === 0) return { exists: { field } };
  return n <= GRAMS_MAX ? { term: { [`${CONTAINS}.${field}.grams`]: { value: folded } } } : { prefix: { [`${CONTAINS}.${field}`]: { value: folded } } };
};

const anyOf = (clauses: Query[]): Query =>
  clauses.length === 1 ? (clauses[0] as Query) : { bool: { should: clauses, minimum_should_match: 1 } };

/** Exact, case-insensitive: values folded to meet the normalized terms. */
const oneOf = (field: string, values: string[]): Query => ({ terms: { [field]: values.map(fold) } });

const keywordFields = ['firstName', 'lastName', 'specialty', 'skills', 'organization', 'title'];

/**
 * One filter clause per distinct word: a should of six contains, so every
 * word must be in some field. The reference's name rule for several words
 * needs no clause of its own: whatever it matches, this matches too
 * (core/search/matcher.ts). Cost: at most KEYWORDS_MAX (10) words x 6
 * clauses (opensearch-query-clauses.ts counts them); filter context skips
 * scoring and lets OpenSearch cache the clauses.
 */
const keywordClauses = (query: string): Query[] =>
  [...new Set(keywordWords(query))].map((word) => anyOf(keywordFields.map((f) => contains(f, word))));

/** The text reading of one typed value (core/search/specialty-filter.ts): exact for 'physician', else contains. */
const specialtyClause = (value: string): Query => {
  const t = specialtyTextOf(value);
  return t.exact ? { term: { specialty: { value: t.value } } } : contains('specialty', value);
};

/**
 * The NUCC codes the specialty values stand for (core/search/specialty-filter.ts), as one
 * `terms` on the raw keyword `taxonomyCodes` (codes are stored upper-case), ORed with the text
 * clauses; none when no value names a code, so those bodies are the spec's as before.
 */
const taxonomyClauses = (values: string[]): Query[] => {
  const codes = specialtyFilterOf(values)?.codes;
  return codes ? [{ terms: { taxonomyCodes: [...codes] } }] : [];
};

/** Picked specialties: one `terms` on the listed name the document carries, so the facet count is the total. */
const pickedClauses = (values: string[] | undefined): Query[] => {
  const keys = specialtyFilterOf(undefined, values)?.keys;
  return keys?.length ? [{ terms: { specialtyKey: [...keys] } }] : [];
};

const specialtyClauses = (typed: string[] | undefined, picked: string[] | undefined): Query | null => {
  const clauses = [...(typed ?? []).map(specialtyClause), ...(typed?.length ? taxonomyClauses(typed) : []), ...pickedClauses(picked)];
  return clauses.length ? anyOf(clauses) : null;
};

/** Empty lists are ignored, as in the reference. */
const listClause = (values: string[] | undefined, build: (values: string[]) => Query): Query | null =>
  values?.length ? build(values) : null;

const buildQuery = (q: SearchFilters): Query => {
  const clauses = [
    ...(q.query ? keywordClauses(q.query) : []),
    specialtyClauses(q.specialty, q.specialtyExact),
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
  clauses.push(...publicationClauses(q));
  clauses.push(...fieldClauses(q));
  clauses.push(...distanceClauses(q));
  clauses.push(...intentClauses(q));
  const excluded = exclusionClauses(q);
  // Filter context throughout: results are sorted explicitly, so scores would be wasted work.
  if (excluded.length) return { bool: { ...(clauses.length ? { filter: clauses } : {}), must_not: excluded } };
  return clauses.length ? { bool: { filter: clauses } } : { match_all: {} };
};

/** The filters as one query, refused with a 400 past the engine's clause limit (opensearch-query-clauses.ts). */
export const queryOf = (q: SearchFilters): Query => {
  const query = buildQuery(q);
  assertClauseBudget(q, query, (one) => clauseCount(buildQuery({ ...one, sortDirection: q.sortDirection })));
  return query;
};

/**
 * Issue 16's filters (core/search/field-predicates.ts): the NPI as one term;
 * licenses and languages as terms on their normalized keywords (licenses in
 * both spellings of each state); board certifications as contains on their
 * pre-folded copy; the graduation year as an inclusive range on the
 * `short` field, which a document without one never matches.
 */
const fieldClauses = (q: SearchFilters): Query[] => {
  const { graduationYearFrom: from, graduationYearTo: to } = q;
  return [
    q.npi ? { term: { npi: { value: q.npi } } } : null,
    listClause(q.licenseState, (vs) => ({ terms: { licenseStates: licenseStateTerms(vs) } })),
    listClause(q.boardCertification, (vs) => anyOf(vs.map((v) => contains('boardCertifications', v)))),
    listClause(q.language, (vs) => oneOf('languages', vs)),
    from !== undefined || to !== undefined
      ? { range: { graduationYear: { ...(from !== undefined ? { gte: from } : {}), ...(to !== undefined ? { lte: to } : {}) } } }
      : null,
  ].filter((c): c is Query => c !== null);
};

/**
 * Issue 25's intent filters (core/search/intent-predicates.ts): status
 * looking or open and expiresAt after the query's time (no time: nothing),
 * then terms on the enums, available-by as "on or before, or no date" (the
 * bound a full time: OpenSearch rounds a bare date's missing time up), and
 * an alert's "newly open" window on openedAt.
 */
const intentClauses = (q: SearchFilters): Query[] => {
  if (!usesIntent(q)) return [];
  const by = q.availableBy;
  return [
    { terms: { 'intent.status': ['looking', 'open'] } },
    { range: { 'intent.expiresAt': { gt: q.intentAsOf ?? NEVER } } },
    listClause(q.preferredState, (vs) => ({ terms: { 'intent.preferredStates': vs } })),
    listClause(q.employmentType, (vs) => ({ terms: { 'intent.employmentTypes': vs } })),
    listClause(q.visa, (vs) => ({ terms: { 'intent.visa': vs } })),
    by ? { bool: { should: [{ range: { 'intent.availableFrom': { lte: `${by}T00:00:00.000Z` } } }, { bool: { must_not: [{ exists: { field: 'intent.availableFrom' } }] } }], minimum_should_match: 1 } } : null,
    q.openedAfter || q.openedUntil ? { range: { 'intent.openedAt': { ...(q.openedAfter ? { gt: q.openedAfter } : {}), ...(q.openedUntil ? { lte: q.openedUntil } : {}) } } } : null,
  ].filter((c): c is Query => c !== null);
};
/** After any stored expiry: without the query's time no intent matches. */
const NEVER = '9999-12-31T23:59:59.999Z';

/** Issue 16: within N miles of the ZIP's centroid, on the `location_point` geo_point (opensearch-document.ts fills it). */
const distanceClauses = (q: SearchFilters): Query[] => {
  const f = distanceFilterOf(q);
  return f ? [{ geo_distance: { distance: `${f.miles}mi`, location_point: { lat: f.origin.lat, lon: f.origin.lon } } }] : [];
};

/** The alerts' publication window (core/search/internal-filters.ts): gt after, lte until, on the `date` field. */
const publicationClauses = (q: SearchFilters): Query[] => {
  if (q.publishedAfter === undefined && q.publishedUntil === undefined) return [];
  return [{ range: { publishedAt: { ...(q.publishedAfter ? { gt: q.publishedAfter } : {}), ...(q.publishedUntil ? { lte: q.publishedUntil } : {}) } } }];
};

/** One `ids` query in must_not; the API refuses more than EXCLUDE_IDS_MAX before a search is built. */
const exclusionClauses = (q: SearchFilters): Query[] => {
  if (!q.excludeIds?.length) return [];
  if (q.excludeIds.length > EXCLUDE_IDS_MAX) throw new Error(`At most ${EXCLUDE_IDS_MAX} excluded ids`);
  return [{ ids: { values: [...q.excludeIds] } }];
};

/**
 * One composite keyword per order (the key, last name, first name, id, see
 * core/search/sort-key.ts): OpenSearch compares one doc-values ordinal per
 * pair instead of four fields, and `search_after` carries one value.
 * Descending reverses the whole key, so every tie-breaker too, like `comparatorOf`.
 */
export const sortOf = (key: SearchSortKey = 'name', direction: SortOrder = 'asc', origin?: LatLon | null): SortClause[] => {
  if (key === 'intent') return intentSort(direction, sortKeyField('name'));
  if (key !== 'distance') return [{ [sortKeyField(key)]: { order: direction } }];
  // Issue 16: arc miles from the ZIP (each hit's first sort value), ties by the name key; desc reverses both, like comparatorOf.
  const byName: SortClause = { [sortKeyField('name')]: { order: direction } };
  return origin ? [{ _geo_distance: { location_point: { lat: origin.lat, lon: origin.lon }, order: direction, unit: 'mi', distance_type: 'arc' } }, byName] : [byName];
};

const flip = (d: SortOrder): SortOrder => (d === 'asc' ? 'desc' : 'asc');

/**
 * from + size may not pass max_result_window; a window beyond it asks for
 * nothing (still with the exact total) instead of failing the request.
 */
const clampWindow = (offset: number, limit: number) => {
  const from = Math.min(Math.max(0, offset), MAX_RESULT_WINDOW);
  return { from, size: Math.max(0, Math.min(limit, MAX_RESULT_WINDOW - from)) };
};

/**
 * Which rows: `offset`/`limit` in the order, or in the reversed order
 * (`reversed`, for pages past the middle and for "previous"), or the
 * `limit` rows after the row whose sort key is `searchAfter` (from is then 0).
 */
export interface BodyWindow {
  offset: number;
  limit: number;
  reversed?: boolean;
  /** One value per sort clause: the composite key, or the intent order's rank score and the name key. */
  searchAfter?: ReadonlyArray<string | number>;
}

/**
 * Per-request limit on the shard's search work (issue 23). The target is
 * p95 < 50 ms for the whole request; a query still running after a second
 * is a shape or a node in trouble, and an anonymous caller could send it
 * over and over. Past it OpenSearch returns what it has with `timed_out`,
 * which the adapter turns into a 503 the web retries (opensearch-search-
 * index.ts), never a partial page or total.
 */
export const SEARCH_TIMEOUT = '1000ms';

/** The filters' query, scored by intent rank when the intent order is asked for. */
const rankedQueryOf = (q: SearchFilters): Query => (q.sortKey === 'intent' ? intentScored(queryOf(q), q.intentAsOf) : queryOf(q));

export const buildSearchBody = (q: SearchFilters, window: BodyWindow): SearchBody => ({
  query: rankedQueryOf(q),
  sort: sortOf(q.sortKey, window.reversed ? flip(q.sortDirection) : q.sortDirection, distanceFilterOf(q)?.origin),
  ...clampWindow(window.searchAfter === undefined ? window.offset : 0, window.limit),
  ...(window.searchAfter === undefined ? {} : { search_after: [...window.searchAfter] }),
  track_total_hits: true,
  _source: summaryFields,
  timeout: SEARCH_TIMEOUT,
});

/** Select-all: ids only (the hit `_id`), at most SELECT_ALL_MAX, same order and exact total. */
export const buildIdsBody = (q: SearchFilters, limit: number): SearchBody => ({
  query: rankedQueryOf(q),
  sort: sortOf(q.sortKey, q.sortDirection, distanceFilterOf(q)?.origin),
  from: 0,
  size: Math.max(0, Math.min(limit, SELECT_ALL_MAX)),
  track_total_hits: true,
  _source: false,
  timeout: SEARCH_TIMEOUT,
});

export const SPECIALTY_AGG = 'specialties';
/** Far above the distinct spellings a directory has (18 specialties and their variants). */
const SPECIALTY_BUCKETS = 10_000;

/**
 * Specialty facets: no hits, only the terms aggregation, which OpenSearch
 * computes over the documents the query matches. The query is the search's
 * without its specialty filter (core/search/facets.ts); with no other filter
 * it is left out, which is the whole index, as before.
 */
export const specialtyCountsBody = (q?: SearchFilters): TermsAggBody => {
  const query = q ? queryOf(facetFilters(q)) : null;
  return {
    size: 0,
    track_total_hits: false,
    ...(query && !('match_all' in query) ? { query } : {}),
    aggs: { [SPECIALTY_AGG]: { terms: { field: 'specialty.raw', size: SPECIALTY_BUCKETS } } },
    timeout: SEARCH_TIMEOUT,
  };
};
