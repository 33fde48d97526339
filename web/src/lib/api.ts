import type * as z from '@core/zod';
import type { ErrorCode } from '@core/schemas/error';
import { bearerToken } from './auth/amplify-auth';

/** The contract error `{error: {code, message, details}}`, plus NETWORK when the server could not be reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

/**
 * A response schema, or a loader of one: callers on the first page's path pass
 * `() => import(...)` so zod is fetched alongside the request instead of
 * before the first paint.
 */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (the physician's profile session). */
  headers?: Record<string, string>;
}

/** Blank values are dropped; a list is a repeated parameter, as the API expects, so a value may hold commas. */
export const toQueryString = (query: Record<string, QueryValue> = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const text of Array.isArray(value) ? value : [String(value)]) if (text !== '') params.append(key, text);
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Schemas from a loader that have parsed an answer. */
const parsedWith = new WeakSet<object>();

const request = async <T>(method: string, path: string, schema: SchemaSource<T>, options: RequestOptions = {}): Promise<T> => {
  const schemaReady = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // Awaited below; a failed load must not also surface as an unhandled rejection while the request runs.
  schemaReady.catch(() => {});
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = await bearerToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(`${path}${toQueryString(options.query)}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.');
  }

  const data = await readJson(response);
  if (!response.ok) {
    const { errorBody } = await import('@core/schemas/error');
    const parsed = errorBody.safeParse(data);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      throw new ApiError(response.status, code, message, details);
    }
    throw new ApiError(response.status, 'INTERNAL', `Request failed (HTTP ${response.status}).`);
  }

  const ready = await schemaReady;
  // A schema module built in the task that also parsed its first answer made one long task: for the search answer,
  // about 16 ms at full speed and four times that on Lighthouse's phone (issue 24). Its first parse waits a task.
  if (typeof schema === 'function' && !parsedWith.has(ready)) {
    parsedWith.add(ready);
    await new Promise((resolve) => setTimeout(resolve));
  }
  const parsed = ready.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'INTERNAL', 'The server sent an unexpected response.');
  return parsed.data;
};

/** One small wrapper for every `/api` call: JSON in and out, bearer token when signed in, zod-checked responses. */
export const api = {
  get: <T>(path: string, schema: SchemaSource<T>, options?: Omit<RequestOptions, 'body'>) => request('GET', path, schema, options),
  post: <T>(path: string, schema: SchemaSource<T>, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request('POST', path, schema, { ...options, body }),
  put: <T>(path: string, schema: SchemaSource<T>, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request('PUT', path, schema, { ...options, body }),
  patch: <T>(path: string, schema: SchemaSource<T>, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request('PATCH', path, schema, { ...options, body }),
  delete: <T>(path: string, schema: SchemaSource<T>, options?: Omit<RequestOptions, 'body'>) => request('DELETE', path, schema, options),
};

/** 4xx answers will not change on retry (except rate limiting); network and 5xx might. */
export const isRetryable = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;
