import type { SearchIndex } from '../core/ports';
import { openSearchClientFor } from './aws/opensearch-client';
import { openSearchIndex } from './aws/opensearch-search-index';
import type { AdapterHooks, Adapters } from './pick';

/**
 * The local engine's module, imported on first use. The Lambda bundles leave
 * it out (infra/feature-function.ts marks this path external): SEARCH_ENGINE
 * is never 'local' in AWS, and its code (the columnar engine, growing with
 * every filter) would otherwise be parsed at every cold start (issue 23).
 */
export const LOCAL_ENGINE_MODULE = './local/columnar-search-index';

/** A SearchIndex whose engine is loaded by the first call; calls keep their order. */
const deferred = (load: () => Promise<SearchIndex>): SearchIndex => {
  let index: Promise<SearchIndex> | undefined;
  const engine = () => (index ??= load());
  return {
    search: async (query, window) => (await engine()).search(query, window),
    searchIds: async (query, limit) => (await engine()).searchIds(query, limit),
    specialtyCounts: async (filters) => (await engine()).specialtyCounts(filters),
    upsert: async (docs) => (await engine()).upsert(docs),
    remove: async (ids) => (await engine()).remove(ids),
    apply: async (changes) => (await engine()).apply(changes),
  };
};

// The local index lives as long as the process, like the in-process server that feeds it.
let localIndex: SearchIndex | undefined;

/** OpenSearch in AWS, the columnar engine locally; only search, removal and the indexer bundle this. */
export const searchAdapters: Pick<Adapters, 'search'> & AdapterHooks = {
  search: ({ c }): SearchIndex => {
    // The literal path, not LOCAL_ENGINE_MODULE: esbuild matches its external list against the import as written.
    if (c.SEARCH_ENGINE === 'local') return (localIndex ??= deferred(async () => (await import('./local/columnar-search-index')).columnarSearchIndex()));
    return openSearchIndex({ client: openSearchClientFor(c), index: c.OPENSEARCH_INDEX });
  },
  resetSearch: () => {
    localIndex = undefined;
  },
};
