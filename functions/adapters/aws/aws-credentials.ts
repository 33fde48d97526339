import type { AwsCredentials, CredentialsProvider } from './opensearch-http';
import { loadSdk } from './sdk/load';

/**
 * Where the SDK's default chain would look first: Lambda puts the role's
 * credentials in the environment for the life of the execution environment.
 * Reading them directly spares every function loading the whole chain
 * (SSO, profiles, IMDS: ~200 ms of cold start).
 */
export const fromEnvironment = (): AwsCredentials | null => {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  return accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } : null;
};

// Elsewhere (ops scripts on a laptop: profiles, SSO) the full chain, loaded once and memoized; it refreshes before expiry.
let chain: Promise<CredentialsProvider> | undefined;
export const fullChain: CredentialsProvider = async () => {
  chain ??= Promise.resolve((loadSdk('@aws-sdk/credential-provider-node') as typeof import('@aws-sdk/credential-provider-node')).defaultProvider());
  return (await chain)();
};

/** The environment's keys when it has them (read at each call: cheap, and a test may set them late), else the full chain. */
export const defaultCredentials: CredentialsProvider = async () => fromEnvironment() ?? fullChain();
