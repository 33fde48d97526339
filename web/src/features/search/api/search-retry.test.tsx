import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { createQueryClient } from '../../../lib/query-client';
import { ApiError } from '../../../lib/api';
import { useSearchPhysicians } from './search-physicians';
import { SEARCH_RETRIES, searchRetry, searchRetryDelay } from './search-retry';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

/** Issue 23: a search the engine timed out on (503, Retry-After: 1) is retried twice with backoff, then shown as an error. */
const unavailable = () => jsonResponse(503, { error: { code: 'UNAVAILABLE', message: 'The search took too long; please try again.' } });
const page = { items: [], total: 0, page: 1, pageSize: 25, visibleLimit: null, nextCursor: null, prevCursor: null };

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;

describe('search retries', () => {
  beforeEach(() => signedOut());

  test('retries a 503 twice, 1 s then 2 s later; never a 400', () => {
    const busy = new ApiError(503, 'UNAVAILABLE', 'slow');
    expect([0, 1, 2].map((n) => searchRetry(n, busy))).toEqual([true, true, false]);
    expect(searchRetry(0, new ApiError(400, 'VALIDATION', 'bad'))).toBe(false);
    expect([0, 1].map((n) => searchRetryDelay(n))).toEqual([1000, 2000]);
  });

  test('the search hook gets its page after two 503s', async () => {
    let calls = 0;
    mockFetch({ 'GET /api/physicians': () => (++calls <= SEARCH_RETRIES ? unavailable() : jsonResponse(200, page)) });
    const { result } = renderHook(() => useSearchPhysicians({ query: 'a' }, { enabled: true, viewerKey: 'anon' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 6_000 });
    expect(calls).toBe(3);
  }, 10_000);

  test('a third 503 in a row is shown as the error, with no fourth request', async () => {
    let calls = 0;
    mockFetch({ 'GET /api/physicians': () => (++calls <= SEARCH_RETRIES + 1 ? unavailable() : jsonResponse(200, page)) });
    const { result } = renderHook(() => useSearchPhysicians({ query: 'b' }, { enabled: true, viewerKey: 'anon' }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 6_000 });
    expect(result.current.error).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    expect(calls).toBe(3);
  }, 10_000);
});
