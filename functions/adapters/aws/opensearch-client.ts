import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Client } from '@opensearch-project/opensearch';
import { AwsSigv4Signer, type AwsSigv4SignerOptions } from '@opensearch-project/opensearch/aws-v3';
import type { Config } from '../../core/config';

export interface OpenSearchClientOptions {
  /** Domain endpoint, e.g. https://search-physicians-xyz.us-east-1.es.amazonaws.com */
  node: string;
  region: string;
  /** Tests pass fixed keys; everywhere else the default chain (Lambda role, profile, env) signs. */
  getCredentials?: AwsSigv4SignerOptions['getCredentials'];
}

/**
 * A client that signs every request with SigV4 for the managed OpenSearch
 * service ('es'). The default provider is memoized and refreshed by the
 * signer before the credentials expire.
 */
export const openSearchClient = ({ node, region, getCredentials = defaultProvider() }: OpenSearchClientOptions): Client =>
  new Client({
    ...AwsSigv4Signer({ region, service: 'es', getCredentials }),
    node,
    // A search that takes longer than this is better failed than left to hold the Lambda.
    requestTimeout: 10_000,
    maxRetries: 2,
  });

/** The client of this deployment's domain; parseConfig already insists on an endpoint for SEARCH_ENGINE=opensearch. */
export const openSearchClientFor = (c: Config): Client => {
  if (!c.OPENSEARCH_ENDPOINT) throw new Error('OPENSEARCH_ENDPOINT is not set');
  return openSearchClient({ node: c.OPENSEARCH_ENDPOINT, region: c.AWS_REGION });
};
