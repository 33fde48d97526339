/**
 * The slice of the OpenSearch query DSL our builder emits, typed narrowly:
 * the builder can only produce these shapes, and the test evaluator only
 * has to understand these shapes. They are structurally assignable to the
 * client's own (much wider) request types.
 */

/** No `case_insensitive` anywhere: values are folded by us and by the normalizer (opensearch-mapping.ts). */
export type TermQuery = { term: Record<string, { value: string }> };
export type TermsQuery = { terms: Record<string, string[]> };
/** The terms starting with a value (constant score, one clause): contains on the suffixes of `contains.<path>`. */
export type PrefixQuery = { prefix: Record<string, { value: string }> };
/** Any indexed value, even an empty string (an empty contains needle). */
export type ExistsQuery = { exists: { field: string } };
export type MatchAllQuery = { match_all: Record<string, never> };
export type BoolQuery = {
  bool: {
    filter?: Query[];
    must?: Query[];
    should?: Query[];
    /** Excluded physicians (issue 17): an `ids` query. */
    must_not?: Query[];
    minimum_should_match?: number;
  };
};
/** By `_id`: how an anchor row's sort key is read through `_search` (the read role may not GET `_doc`). */
export type IdsQuery = { ids: { values: string[] } };
/** A date range (ISO bounds, parsed with the field's default format): the alerts' publication window. */
export type RangeQuery = { range: Record<string, { gt?: string; lte?: string }> };
/** An inclusive range on a numeric field (issue 16: the graduation year); a document without the field never matches. */
export type NumericRangeQuery = { range: Record<string, { gte?: number; lte?: number }> };
/**
 * Within a distance of a point (issue 16): `distance` with its unit ("50mi"),
 * the point under the geo_point field's name. Arc distance (the default):
 * haversine on a sphere of 6,371,008.7714 m; inclusive.
 */
export type GeoDistanceQuery = { geo_distance: { distance: string; location_point: { lat: number; lon: number } } };
/**
 * The intent order's ranks as scores (issue 25, opensearch-intent-order.ts):
 * the first function whose filter matches gives the score; one without a
 * filter matches every document.
 */
export type FunctionScoreQuery = {
  function_score: { query: Query; functions: Array<{ filter?: Query; weight: number }>; score_mode: 'first'; boost_mode: 'replace' };
};
export type Query =
  | TermQuery
  | TermsQuery
  | PrefixQuery
  | ExistsQuery
  | MatchAllQuery
  | BoolQuery
  | IdsQuery
  | RangeQuery
  | NumericRangeQuery
  | GeoDistanceQuery
  | FunctionScoreQuery;

export type SortOrder = 'asc' | 'desc';
export type FieldSort = Record<string, { order: SortOrder }>;
/** By arc distance from a point, in miles: each hit's sort value is then its distance. */
export type GeoDistanceSort = { _geo_distance: { location_point: { lat: number; lon: number }; order: SortOrder; unit: 'mi'; distance_type: 'arc' } };
/** By the query's score: the intent order's rank (opensearch-intent-order.ts). */
export type ScoreSort = { _score: { order: SortOrder } };
export type SortClause = FieldSort | GeoDistanceSort | ScoreSort;

export interface SearchBody {
  query: Query;
  sort: SortClause[];
  from: number;
  size: number;
  /** The sort values of the row to continue after (from must then be 0); counts stay over every match. */
  search_after?: Array<string | number>;
  /** Exact totals: without it OpenSearch stops counting at 10,000. */
  track_total_hits: boolean;
  _source: string[] | false;
  /** Per-shard search time limit ("1000ms"): past it the shard returns what it has with timed_out, which we refuse (SEARCH_TIMEOUT). */
  timeout: string;
}

export interface TermsAggBody {
  size: 0;
  track_total_hits: false;
  /** The documents the aggregation counts; absent: all of them. */
  query?: Query;
  aggs: Record<string, { terms: { field: string; size: number } }>;
  timeout: string;
}
