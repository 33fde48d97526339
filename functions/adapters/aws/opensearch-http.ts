import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * The few OpenSearch calls we make, over global fetch with SigV4 for the
 * managed service ('es'). It replaces @opensearch-project/opensearch, whose
 * ~250 KB (minified) dwarfed the rest of the search, removal and indexer
 * bundles; the call and answer shapes (`{ body }`) are those of that client.
 */

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

export type CredentialsProvider = () => Promise<AwsCredentials>;

export interface OpenSearchHttpOptions {
  /** Domain endpoint, e.g. https://search-physicians-xyz.us-east-1.es.amazonaws.com */
  node: string;
  region: string;
  getCredentials: CredentialsProvider;
  /** Per attempt. Timeouts are not retried: a slow domain should fail the request, not triple its wait. */
  timeoutMs?: number;
  /** Retries after the first attempt, on network errors and 429/502/503/504. */
  maxRetries?: number;
  /** First backoff; it doubles per retry, with jitter. */
  retryDelayMs?: number;
}

export interface ApiResponse<T = unknown> {
  statusCode: number;
  body: T;
}

export interface Client {
  search(params: { index: string; body: object }): Promise<ApiResponse>;
  /** `body` holds the NDJSON lines: action, source, action, ... `requireAlias`: refuse unless `index` is an alias (never auto-create). */
  bulk(params: { index: string; body: readonly object[]; refresh?: boolean | 'wait_for'; requireAlias?: boolean }): Promise<ApiResponse>;
  indices: {
    exists(params: { index: string }): Promise<ApiResponse<boolean>>;
    create(params: { index: string; body: object }): Promise<ApiResponse>;
    getMapping(params: { index: string }): Promise<ApiResponse>;
    putIndexTemplate(params: { name: string; body: object }): Promise<ApiResponse>;
    /** GET /_alias/<name>: `{ <index>: { aliases: { <name>: {} } } }`, or null (404) when no index has it. */
    getAlias(params: { name: string }): Promise<ApiResponse<Record<string, unknown> | null>>;
    /** POST /_aliases: every action applies together or none does. */
    updateAliases(params: { body: { actions: object[] } }): Promise<ApiResponse>;
    refresh(params: { index: string }): Promise<ApiResponse>;
    /** PUT <index>/_settings: dynamic index settings; null resets one to its default. */
    putSettings(params: { index: string; body: { index: Record<string, string | number | null> } }): Promise<ApiResponse>;
    getSettings(params: { index: string }): Promise<ApiResponse>;
    /** PUT <index>/_mapping: adds fields in place (the engine refuses to change existing ones). */
    putMapping(params: { index: string; body: object }): Promise<ApiResponse>;
  };
  /** GET <index>/_doc/<id>: real-time (the stored version, refreshed or not); null when absent. */
  get(params: { index: string; id: string; source?: boolean }): Promise<ApiResponse<{ _version: number; _source?: unknown } | null>>;
  cluster: {
    /** PUT /_cluster/settings; the managed service accepts only flat setting names. */
    putSettings(params: { body: { persistent?: Record<string, string | number | boolean | null> } }): Promise<ApiResponse>;
    getSettings(): Promise<ApiResponse>;
    /** GET _cluster/health; with waitForStatus, a 408 (timed out) is an answer too, with `timed_out: true`. */
    health(params?: { waitForStatus?: 'green' | 'yellow'; timeout?: string }): Promise<ApiResponse>;
  };
}

/** A non-2xx answer. The message names the request and quotes the answer, never the signed headers. */
export class OpenSearchResponseError extends Error {
  constructor(
    readonly statusCode: number,
    readonly responseText: string,
    what: string,
  ) {
    super(`OpenSearch ${what} failed (${statusCode}): ${responseText.slice(0, 2000)}`);
    this.name = 'OpenSearchResponseError';
  }
}

interface Call {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT';
  /** A 404 is an answer (an absent alias), not a failure. */
  allow404?: boolean;
  /** A 408 is an answer (cluster health that did not reach the status in time). */
  allow408?: boolean;
  path: string;
  query?: Record<string, string>;
  body?: string;
  contentType?: string;
}

const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isTimeout = (err: unknown) => err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

export const createOpenSearchHttpClient = ({
  node,
  region,
  getCredentials,
  timeoutMs = 10_000,
  maxRetries = 2,
  retryDelayMs = 100,
}: OpenSearchHttpOptions): Client => {
  const base = new URL(node);
  const signer = new SignatureV4({ service: 'es', region, credentials: getCredentials, sha256: Sha256, applyChecksum: true });

  /** Signed anew per attempt: the signature covers x-amz-date, and credentials may have been refreshed. */
  const sign = async ({ method, path, query = {}, body, contentType }: Call): Promise<[URL, RequestInit]> => {
    const url = new URL(path, base);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const signed = await signer.sign({
      method,
      protocol: url.protocol,
      hostname: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      path: url.pathname,
      query,
      // fetch sends Host itself from the URL; it must be signed with the same value.
      headers: { host: url.host, accept: 'application/json', ...(contentType ? { 'content-type': contentType } : {}) },
      body,
    });
    const headers: Record<string, string> = { ...signed.headers };
    delete headers.host;
    return [url, { method, headers, body }];
  };

  const request = async (call: Call): Promise<Response> => {
    const what = `${call.method} ${call.path}`;
    for (let attempt = 0; ; attempt++) {
      const retryLeft = attempt < maxRetries;
      // Outside the try: a credentials failure is not worth a retry.
      const [url, init] = await sign(call);
      let res: Response;
      try {
        res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      } catch (err) {
        if (isTimeout(err)) throw new Error(`OpenSearch ${what} timed out after ${timeoutMs} ms`, { cause: err });
        if (!retryLeft) throw new Error(`OpenSearch ${what} failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
        await sleep(retryDelayMs * 2 ** attempt * (0.5 + Math.random() / 2));
        continue;
      }
      // HEAD answers 404 for an absent index: an answer, not a failure.
      if (res.ok || (res.status === 404 && (call.method === 'HEAD' || call.allow404)) || (res.status === 408 && call.allow408)) return res;
      const text = await res.text();
      if (!retryLeft || !RETRY_STATUSES.has(res.status)) throw new OpenSearchResponseError(res.status, text, what);
      await sleep(retryDelayMs * 2 ** attempt * (0.5 + Math.random() / 2));
    }
  };

  const json = async (call: Call): Promise<ApiResponse> => {
    const res = await request(call);
    const text = await res.text();
    return { statusCode: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };

  const at = (index: string, ...rest: string[]) => `/${[index, ...rest].map(encodeURIComponent).join('/')}`;
  const jsonBody = (body: object) => ({ body: JSON.stringify(body), contentType: 'application/json' });

  return {
    search: ({ index, body }) => json({ method: 'POST', path: at(index, '_search'), ...jsonBody(body) }),
    bulk: ({ index, body, refresh, requireAlias }) =>
      json({
        method: 'PUT',
        path: at(index, '_bulk'),
        query: { ...(refresh === undefined ? {} : { refresh: String(refresh) }), ...(requireAlias ? { require_alias: 'true' } : {}) },
        // NDJSON: one JSON value per line, and the last line ends too.
        body: body.map((line) => `${JSON.stringify(line)}\n`).join(''),
        contentType: 'application/x-ndjson',
      }),
    indices: {
      exists: async ({ index }) => {
        const res = await request({ method: 'HEAD', path: at(index) });
        return { statusCode: res.status, body: res.ok };
      },
      create: ({ index, body }) => json({ method: 'PUT', path: at(index), ...jsonBody(body) }),
      getMapping: ({ index }) => json({ method: 'GET', path: at(index, '_mapping') }),
      putIndexTemplate: ({ name, body }) => json({ method: 'PUT', path: at('_index_template', name), ...jsonBody(body) }),
      getAlias: async ({ name }) => {
        const res = await json({ method: 'GET', path: at('_alias', name), allow404: true });
        return res.statusCode === 404 ? { statusCode: 404, body: null } : (res as ApiResponse<Record<string, unknown>>);
      },
      updateAliases: ({ body }) => json({ method: 'POST', path: '/_aliases', ...jsonBody(body) }),
      refresh: ({ index }) => json({ method: 'POST', path: at(index, '_refresh') }),
      putSettings: ({ index, body }) => json({ method: 'PUT', path: at(index, '_settings'), ...jsonBody(body) }),
      getSettings: ({ index }) => json({ method: 'GET', path: at(index, '_settings') }),
      putMapping: ({ index, body }) => json({ method: 'PUT', path: at(index, '_mapping'), ...jsonBody(body) }),
    },
    get: async ({ index, id, source = false }) => {
      const res = await json({ method: 'GET', path: at(index, '_doc', id), query: { _source: String(source) }, allow404: true });
      return res.statusCode === 404 ? { statusCode: 404, body: null } : (res as ApiResponse<{ _version: number; _source?: unknown }>);
    },
    cluster: {
      putSettings: ({ body }) => json({ method: 'PUT', path: '/_cluster/settings', ...jsonBody(body) }),
      getSettings: () => json({ method: 'GET', path: '/_cluster/settings', query: { flat_settings: 'true' } }),
      health: ({ waitForStatus, timeout } = {}) =>
        json({
          method: 'GET',
          path: '/_cluster/health',
          query: { ...(waitForStatus ? { wait_for_status: waitForStatus } : {}), ...(timeout ? { timeout } : {}) },
          allow408: true,
        }),
    },
  };
};
