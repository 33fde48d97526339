/**
 * The slice of the OpenSearch query DSL our builder emits, typed narrowly:
 * the builder can only produce these shapes, and the test evaluator only
 * has to understand these shapes. They are structurally assignable to the
 * client's own (much wider) request types.
 */

export type TermQuery = { term: Record<string, { value: string; case_insensitive: true }> };
export type TermsQuery = { terms: Record<string, string[]> };
export type WildcardQuery = { wildcard: Record<string, { value: string; case_insensitive: true }> };
export type MatchAllQuery = { match_all: Record<string, never> };
export type BoolQuery = {
  bool: {
    filter?: Query[];
    must?: Query[];
    should?: Query[];
    minimum_should_match?: number;
  };
};
export type Query = TermQuery | TermsQuery | WildcardQuery | MatchAllQuery | BoolQuery;

export type SortOrder = 'asc' | 'desc';
export type SortClause = Record<string, { order: SortOrder }>;

export interface SearchBody {
  query: Query;
  sort: SortClause[];
  from: number;
  size: number;
  /** Exact totals: without it OpenSearch stops counting at 10,000. */
  track_total_hits: true;
  _source: string[] | false;
}

export interface TermsAggBody {
  size: 0;
  track_total_hits: false;
  aggs: Record<string, { terms: { field: string; size: number } }>;
}
