import type { Query, ScoreSort, SortOrder } from './opensearch-dsl';

/**
 * The intent order on OpenSearch (issue 25; why this shape: core/search/README.md,
 * "Intent first"). The filters' query is wrapped in a `function_score` whose
 * filter functions give each document its rank as a score: 3 actively
 * looking, 2 open to opportunities, each only with `intent.expiresAt` after
 * the query's time, 1 everyone else. The page sorts on `_score`, then the
 * name key. No script runs: the functions are a term and a range, read as
 * sparse iterators over the few opted-in documents, so a 1M-document index
 * pays per match what a field sort pays. Expiry is judged at `intentAsOf`,
 * never at indexing, so a rebuild is not needed when an intent expires.
 */
/** After any stored expiry: without the query's time nobody ranks ahead (as in the filters). */
const NEVER = '9999-12-31T23:59:59.999Z';

const rankFilter = (status: 'looking' | 'open', asOf: string | undefined): Query => ({
  bool: { filter: [{ term: { 'intent.status': { value: status } } }, { range: { 'intent.expiresAt': { gt: asOf ?? NEVER } } }] },
});

export const intentScored = (query: Query, asOf: string | undefined): Query => ({
  function_score: {
    query,
    functions: [
      { filter: rankFilter('looking', asOf), weight: 3 },
      { filter: rankFilter('open', asOf), weight: 2 },
      // Explicit, rather than the engine's default factor for a document no function matched.
      { weight: 1 },
    ],
    score_mode: 'first',
    boost_mode: 'replace',
  },
});

/** asc: the highest rank score first, then the name key; desc reverses both (paging backwards reads it). */
export const intentSort = (direction: SortOrder, nameField: string): [ScoreSort, Record<string, { order: SortOrder }>] => [
  { _score: { order: direction === 'asc' ? 'desc' : 'asc' } },
  { [nameField]: { order: direction } },
];
