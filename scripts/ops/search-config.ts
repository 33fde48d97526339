import { type Config, config } from '../../functions/core/config';

/**
 * The ops scripts read the same environment as the Lambdas (parsed by the
 * same schema) and only make sense against an OpenSearch domain: the local
 * engine is rebuilt by the local server every time it starts.
 */
export const openSearchConfig = (): Config => {
  const c = config();
  if (c.SEARCH_ENGINE !== 'opensearch') {
    throw new Error('SEARCH_ENGINE is not "opensearch": set it with OPENSEARCH_ENDPOINT (and OPENSEARCH_INDEX if not "physicians")');
  }
  return c;
};
