import type { Config } from '../core/config';
import type { SearchIndex } from '../core/ports';
import { openSearchClientFor } from './aws/opensearch-client';
import { openSearchIndex } from './aws/opensearch-search-index';
import { columnarSearchIndex } from './local/columnar-search-index';
import type { HeavyAdapters } from './pick';

// The local index lives as long as the process, like the in-process server that feeds it.
let localIndex: SearchIndex | undefined;

/** OpenSearch in AWS, the columnar engine locally; only search, removal and the indexer bundle this. */
export const searchAdapters: Pick<HeavyAdapters, 'search' | 'resetSearch'> = {
  search: (c: Config): SearchIndex => {
    if (c.SEARCH_ENGINE === 'local') return (localIndex ??= columnarSearchIndex());
    return openSearchIndex({ client: openSearchClientFor(c), index: c.OPENSEARCH_INDEX });
  },
  resetSearch: () => {
    localIndex = undefined;
  },
};
