import type { Config } from '../../core/config';
import { type Client, type CredentialsProvider, createOpenSearchHttpClient } from './opensearch-http';
import { loadSdk } from './sdk/load';

export interface OpenSearchClientOptions {
  /** Domain endpoint, e.g. https://search-physicians-xyz.us-east-1.es.amazonaws.com */
  node: string;
  region: string;
  /** Tests pass fixed keys; everywhere else the default chain (Lambda role, profile, env) signs. */
  getCredentials?: CredentialsProvider;
}

/**
 * Where the SDK's default chain would look first: Lambda puts the role's
 * credentials in the environment for the life of the execution environment.
 * Reading them directly spares every search function loading the whole chain
 * (SSO, profiles, IMDS: ~200 ms of cold start).
 */
const fromEnvironment = (): CredentialsProvider | null => {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  return accessKeyId && secretAccessKey ? async () => ({ accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) }) : null;
};

// Elsewhere (ops scripts on a laptop: profiles, SSO) the full chain, loaded once and memoized; it refreshes before expiry.
let chain: Promise<CredentialsProvider> | undefined;
const fullChain: CredentialsProvider = async () => {
  chain ??= Promise.resolve((loadSdk('@aws-sdk/credential-provider-node') as typeof import('@aws-sdk/credential-provider-node')).defaultProvider());
  return (await chain)();
};

const defaultChain = (): CredentialsProvider => fromEnvironment() ?? fullChain;

/** A client that signs every request with SigV4 for the managed OpenSearch service ('es'). */
export const openSearchClient = ({ node, region, getCredentials = defaultChain() }: OpenSearchClientOptions): Client =>
  // A search that takes longer than 10 s is better failed than left to hold the Lambda.
  createOpenSearchHttpClient({ node, region, getCredentials, timeoutMs: 10_000, maxRetries: 2 });

/** The client of this deployment's domain; parseConfig already insists on an endpoint for SEARCH_ENGINE=opensearch. */
export const openSearchClientFor = (c: Config): Client => {
  if (!c.OPENSEARCH_ENDPOINT) throw new Error('OPENSEARCH_ENDPOINT is not set');
  return openSearchClient({ node: c.OPENSEARCH_ENDPOINT, region: c.AWS_REGION });
};
