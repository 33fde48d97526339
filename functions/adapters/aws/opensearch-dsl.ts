/**
 * The slice of the OpenSearch query DSL our builder emits, typed narrowly:
 * the builder can only produce these shapes, and the test evaluator only
 * has to understand these shapes. They are structurally assignable to the
 * client's own (much wider) request types.
 */

/** No `case_insensitive` anywhere: values are folded by us and by the normalizer (opensearch-mapping.ts). */
export type TermQuery = { term: Record<string, { value: string }> };
export type TermsQuery = { terms: Record<string, string[]> };
export type WildcardQuery = { wildcard: Record<string, { value: string }> };
export type MatchAllQuery = { match_all: Record<string, never> };
export type BoolQuery = {
  bool: {
    filter?: Query[];
    must?: Query[];
    should?: Query[];
    minimum_should_match?: number;
  };
};
/** By `_id`: how an anchor row's sort key is read through `_search` (the read role may not GET `_doc`). */
export type IdsQuery = { ids: { values: string[] } };
export type Query = TermQuery | TermsQuery | WildcardQuery | MatchAllQuery | BoolQuery | IdsQuery;

export type SortOrder = 'asc' | 'desc';
export type SortClause = Record<string, { order: SortOrder }>;

export interface SearchBody {
  query: Query;
  sort: SortClause[];
  from: number;
  size: number;
  /** The sort values of the row to continue after (from must then be 0); counts stay over every match. */
  search_after?: string[];
  /** Exact totals: without it OpenSearch stops counting at 10,000. */
  track_total_hits: boolean;
  _source: string[] | false;
}

export interface TermsAggBody {
  size: 0;
  track_total_hits: false;
  /** The documents the aggregation counts; absent: all of them. */
  query?: Query;
  aggs: Record<string, { terms: { field: string; size: number } }>;
}
