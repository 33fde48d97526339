import type { Config } from '../../core/config';
import { type Client, type CredentialsProvider, createOpenSearchHttpClient } from './opensearch-http';
import { fromEnvironment, fullChain } from './aws-credentials';

export interface OpenSearchClientOptions {
  /** Domain endpoint, e.g. https://search-physicians-xyz.us-east-1.es.amazonaws.com */
  node: string;
  region: string;
  /** Tests pass fixed keys; everywhere else the default chain (Lambda role, profile, env) signs. */
  getCredentials?: CredentialsProvider;
}

const defaultChain = (): CredentialsProvider => {
  const env = fromEnvironment();
  return env ? async () => env : fullChain;
};

/** A client that signs every request with SigV4 for the managed OpenSearch service ('es'). */
export const openSearchClient = ({ node, region, getCredentials = defaultChain() }: OpenSearchClientOptions): Client =>
  // A search that takes longer than 10 s is better failed than left to hold the Lambda.
  createOpenSearchHttpClient({ node, region, getCredentials, timeoutMs: 10_000, maxRetries: 2 });

/** The client of this deployment's domain; parseConfig already insists on an endpoint for SEARCH_ENGINE=opensearch. */
export const openSearchClientFor = (c: Config): Client => {
  if (!c.OPENSEARCH_ENDPOINT) throw new Error('OPENSEARCH_ENDPOINT is not set');
  return openSearchClient({ node: c.OPENSEARCH_ENDPOINT, region: c.AWS_REGION });
};
