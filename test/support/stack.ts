import { inject } from 'vitest';
import type { SeedUser } from '../../scripts/local/seed';
import { clientFetch } from './clients';
import { type ContractCheck, type OpenApiDocument, contractChecker } from './contract';

export interface StackInfo {
  url: string;
  inboxUrl: string;
  env: Record<string, string>;
  users: SeedUser[];
}

export const stack = (): StackInfo => inject('stack');

export const seedUser = (label: string): SeedUser => {
  const u = stack().users.find((x) => x.label === label);
  if (!u) throw new Error(`No seeded user ${label}`);
  return u;
};

/** Signs in against cognito-local exactly as the web does (USER_PASSWORD_AUTH) and returns the ID token. */
export const signIn = async (email: string, password: string): Promise<string> => {
  const { env } = stack();
  const res = await fetch(env.COGNITO_ENDPOINT as string, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: env.USER_POOL_CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`Sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken;
};

export const tokenOf = async (label: string): Promise<string> => {
  const u = seedUser(label);
  return signIn(u.email, u.password);
};

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

let contract: Promise<ContractCheck> | undefined;
/** The served document, read once per test worker. */
const contractCheck = (): Promise<ContractCheck> =>
  (contract ??= clientFetch(`${stack().url}/api/openapi.json`, { method: 'GET', headers: {} }).then(async (res) => contractChecker((await res.json()) as OpenApiDocument)));

/** Checks api()'s responses against another document: contract.test.ts proves a drifted one fails the test. */
export const checkResponsesWith = (check: ContractCheck | undefined): void => {
  contract = check && Promise.resolve(check);
};

/** A response that breaks the served OpenAPI document fails the test (or hook) that received it. */
export class ContractMismatch extends Error {
  override name = 'ContractMismatch';
}

export const api = async <T = unknown>(path: string, init: { method?: string; token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}): Promise<ApiResponse<T>> => {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined = init.rawBody;
  if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const method = init.method ?? 'GET';
  const res = await clientFetch(`${stack().url}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  const pathname = new URL(path, stack().url).pathname;
  // Every API answer a test receives is held to the document; the static site and the local-only pages are not API.
  if (pathname.startsWith('/api/')) {
    const problems = (await contractCheck())({ method, path: pathname, status: res.status, headers: res.headers, text });
    if (problems.length) throw new ContractMismatch(`The response breaks the OpenAPI document:\n- ${problems.join('\n- ')}`);
  }
  // A CSV download is text; everything else the API answers is JSON.
  const json = res.headers.get('content-type')?.includes('application/json');
  return { status: res.status, body: (text ? (json ? JSON.parse(text) : text) : undefined) as T, headers: res.headers };
};
