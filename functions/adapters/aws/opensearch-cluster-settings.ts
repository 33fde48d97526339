/**
 * Cluster settings the ops commands apply to the domain (`PUT _cluster/settings`).
 *
 * Concurrent segment search: on Amazon OpenSearch Service it can only be set
 * for the whole cluster, not per index, and not through the domain's
 * advanced options (CloudFormation's AdvancedOptions accept four keys, none
 * of them this): https://docs.aws.amazon.com/opensearch-service/latest/developerguide/concurrent-segment-search.html.
 * New 2.17+ domains default to `auto` only on 2xlarge and bigger nodes; ours
 * are `large`, where it defaults to off. `auto` searches segments in parallel
 * for requests that gain from it (aggregations: the specialty facet counts)
 * and leaves plain filtered top-25 queries sequential, which at 50 queries/s
 * on 2 vCPUs keeps the CPU for concurrency between requests rather than
 * within one. `all` would parallelise every query and cost CPU we size for.
 *
 * The service accepts only the flat form of setting names
 * (https://docs.aws.amazon.com/opensearch-service/latest/developerguide/supported-operations.html).
 */
export const CONCURRENT_SEGMENT_SEARCH_MODE = 'auto';

export const clusterSettingsBody = {
  persistent: { 'search.concurrent_segment_search.mode': CONCURRENT_SEGMENT_SEARCH_MODE },
} as const;

/** What `GET _cluster/settings?flat_settings=true` says back, for the operator's log. */
export interface AppliedClusterSettings {
  readonly mode: string | null;
}

interface SettingsClient {
  cluster: {
    putSettings(params: { body: typeof clusterSettingsBody }): Promise<unknown>;
    getSettings(): Promise<{ body: unknown }>;
  };
}

/** Applies clusterSettingsBody and reads the mode back: a domain that silently ignored it would show here. */
export const applyClusterSettings = async (client: SettingsClient): Promise<AppliedClusterSettings> => {
  await client.cluster.putSettings({ body: clusterSettingsBody });
  const { body } = await client.cluster.getSettings();
  const persistent = (body as { persistent?: Record<string, unknown> } | undefined)?.persistent ?? {};
  const mode = persistent['search.concurrent_segment_search.mode'];
  return { mode: typeof mode === 'string' ? mode : null };
};
