/**
 * Per-deployment settings of a `physicians_v<N>` index, merged into
 * `settings.index` of the index template (or of the create-index body) next
 * to indexDefinition's shards and result window. All of them are dynamic
 * index settings, so they can also be changed on a live index with
 * `PUT /physicians/_settings`.
 *
 * Slow logs: the domain publishes the search and indexing slow logs to
 * CloudWatch, but OpenSearch writes nothing there until an index sets
 * thresholds (all default to -1, off). The target is p95 < 50 ms for the
 * whole API request, of which the engine gets roughly half (Lambda, the
 * subscription read and the network take the rest), so:
 * - query phase: info at 50 ms (one shard alone has spent the whole request
 *   budget: each such query is a p95 miss), warn at 200 ms (4x: a query
 *   shape or a node in trouble);
 * - fetch phase: it loads 25 `_source` documents and normally takes a few
 *   ms; info at 20 ms, warn at 100 ms point at cold page cache or oversized
 *   documents;
 * - indexing (per document): info at 100 ms, warn at 500 ms. One profile
 *   normally indexes in well under 1 ms even with its wildcard subfields;
 *   these catch merges and disk stalls that hold the stream indexer back.
 * `indexing.slowlog.source: false` keeps profile fields out of the indexing
 * slow log. The search slow log does contain the query (the search words a
 * user typed, never contact details; the index has none); it lives in the
 * domain's log group with the stage's log retention, readable only by IAM
 * principals of this account.
 *
 * Concurrent segment search is not here: Amazon OpenSearch Service does not
 * accept it as an index setting, only as the cluster setting in
 * opensearch-cluster-settings.ts.
 */

export interface IndexSettingsOptions {
  /** Replica copies of the one shard: OPENSEARCH_REPLICAS, from the stage (infra/stages.ts). */
  readonly replicas: number;
}

export const SLOW_LOG_THRESHOLDS = {
  search: { query: { warn: '200ms', info: '50ms' }, fetch: { warn: '100ms', info: '20ms' } },
  indexing: { index: { warn: '500ms', info: '100ms' } },
} as const;

export const indexSettings = ({ replicas }: IndexSettingsOptions) => {
  if (!Number.isInteger(replicas) || replicas < 0) throw new Error(`replicas must be a whole number >= 0, got ${replicas}`);
  return {
    number_of_replicas: replicas,
    // Fixed, not derived from the node count: a replica count that follows the nodes would change
    // what a node failure costs without anyone deciding it.
    auto_expand_replicas: false,
    search: { slowlog: { threshold: SLOW_LOG_THRESHOLDS.search } },
    indexing: { slowlog: { threshold: SLOW_LOG_THRESHOLDS.indexing, source: false } },
  } as const;
};

export type IndexSettings = ReturnType<typeof indexSettings>;
