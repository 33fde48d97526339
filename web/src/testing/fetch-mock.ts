import { vi } from 'vitest';

export type FetchHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs global fetch with handlers keyed "METHOD /path" (query ignored in the key).
 * Unhandled calls answer the contract's 404 so a missing handler shows up as a failure, not a hang.
 */
export const mockFetch = (handlers: Record<string, FetchHandler>) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse(404, { error: { code: 'NOT_FOUND', message: `No mock for ${method} ${url.pathname}` } });
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** The URLs fetch was called with for one path, to assert query strings. */
export const callsTo = (fetchMock: ReturnType<typeof mockFetch>, pathname: string): URL[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname);
