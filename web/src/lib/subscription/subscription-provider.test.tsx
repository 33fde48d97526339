import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signedOut } from '../../testing/amplify-auth-mock';
import { eventually as waitFor } from '../../testing/eventually';
import { callsTo, jsonResponse, mockFetch } from '../../testing/fetch-mock';
import { meFixture, paidSubscription } from '../../testing/fixtures';
import { useAuth } from '../auth/auth-context';
import { AuthProvider } from '../auth/auth-provider';
import { meQueryKey } from '../auth/use-me';
import { SubscriptionProvider } from './subscription-provider';
import { useSubscription } from './subscription-context';

vi.mock('aws-amplify/auth', () => import('../../testing/amplify-auth-mock'));

const USER_ID = 'sub-recruiter@example.com';
const MINUTE = 60_000;
const STORAGE_KEY = 'subscription-status';
const premiumMe = meFixture({ subscription: paidSubscription({ tier: 'premium', plan_name: 'Annual Plan' }) });

const cacheCopy = (ageMs: number, userId = USER_ID) =>
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ userId, isSubscribed: true, tier: 'premium', details: premiumMe.subscription, lastChecked: Date.now() - ageMs }),
  );

const renderSubscription = (queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SubscriptionProvider>{children}</SubscriptionProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
  const view = renderHook(() => ({ auth: useAuth(), sub: useSubscription() }), { wrapper });
  return { ...view, queryClient };
};

/** GET /api/me answers only when the test says so. */
const heldMe = () => {
  let release: (response: Response) => void = () => {};
  const fetchMock = mockFetch({ 'GET /api/me': () => new Promise<Response>((resolve) => (release = resolve)) });
  return { fetchMock, release: (body: unknown, status = 200) => release(jsonResponse(status, body)) };
};

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('subscription state (spec core §4)', () => {
  beforeEach(() => {
    // setTimeout stays real: React Query and the polling below need it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    signedInAs({ email: 'recruiter@example.com' });
  });
  afterEach(() => vi.useRealTimers());

  test('a cached copy younger than 5 minutes is used until the forced check answers', async () => {
    cacheCopy(4 * MINUTE);
    const { release } = heldMe();
    const { result } = renderSubscription();

    await waitFor(() => expect(result.current.auth.status).toBe('signedIn'));
    expect(result.current.sub).toMatchObject({ isSubscribed: true, tier: 'premium', loading: false, checking: true });

    release(meFixture());
    await waitFor(() => expect(result.current.sub.isSubscribed).toBe(false));
    expect(result.current.sub.tier).toBe('free');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ userId: USER_ID, isSubscribed: false, lastChecked: Date.now() });
  });

  test('an older copy, or another user’s, is ignored: free and loading until the check answers', async () => {
    for (const [age, owner] of [[6 * MINUTE, USER_ID], [1 * MINUTE, 'someone-else']] as const) {
      cacheCopy(age, owner);
      const { release } = heldMe();
      const { result, unmount } = renderSubscription();

      await waitFor(() => expect(result.current.auth.status).toBe('signedIn'));
      expect(result.current.sub).toMatchObject({ isSubscribed: false, tier: 'free', loading: true });

      release(premiumMe);
      await waitFor(() => expect(result.current.sub).toMatchObject({ isSubscribed: true, tier: 'premium', loading: false }));
      expect(result.current.sub.details?.plan_name).toBe('Annual Plan');
      unmount();
    }
  });

  test('the check is forced once auth is known, even with a fresh answer in memory', async () => {
    const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, premiumMe) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(meQueryKey(USER_ID), meFixture());
    const { result } = renderSubscription(queryClient);

    await waitFor(() => expect(result.current.sub.isSubscribed).toBe(true));
    expect(callsTo(fetchMock, '/api/me')).toHaveLength(1);
  });

  test('re-checks every 5 minutes', async () => {
    const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()) });
    const { result } = renderSubscription();
    await waitFor(() => expect(result.current.sub).toMatchObject({ loading: false, checking: false }));
    expect(callsTo(fetchMock, '/api/me')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(4 * MINUTE));
    expect(callsTo(fetchMock, '/api/me')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1 * MINUTE));
    await waitFor(() => expect(callsTo(fetchMock, '/api/me')).toHaveLength(2));
  });

  test('re-checks when the tab becomes visible after more than 5 minutes, not sooner', async () => {
    const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()) });
    const { result } = renderSubscription();
    await waitFor(() => expect(result.current.sub).toMatchObject({ loading: false, checking: false }));

    vi.setSystemTime(Date.now() + 4 * MINUTE);
    act(() => setVisibility('visible'));
    expect(callsTo(fetchMock, '/api/me')).toHaveLength(1);

    vi.setSystemTime(Date.now() + 2 * MINUTE);
    act(() => setVisibility('hidden'));
    expect(callsTo(fetchMock, '/api/me')).toHaveLength(1);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/me')).toHaveLength(2));
  });

  test('a failed check resets to free and drops the cached copy', async () => {
    cacheCopy(1 * MINUTE);
    mockFetch({ 'GET /api/me': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }) });
    const { result } = renderSubscription();

    await waitFor(() => expect(result.current.sub).toMatchObject({ isSubscribed: false, tier: 'free', loading: false, checking: false }));
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  test('signed out: free, no check, and no cached copy left behind', async () => {
    signedOut();
    cacheCopy(1 * MINUTE);
    const fetchMock = mockFetch({});
    const { result } = renderSubscription();

    await waitFor(() => expect(result.current.auth.status).toBe('signedOut'));
    expect(result.current.sub).toMatchObject({ isSubscribed: false, tier: 'free', loading: false });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('signing out clears the cached copy', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, premiumMe) });
    const { result } = renderSubscription();
    await waitFor(() => expect(result.current.sub.isSubscribed).toBe(true));
    expect(localStorage.getItem(STORAGE_KEY)).not.toBeNull();

    await act(() => result.current.auth.signOut());

    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(result.current.sub).toMatchObject({ isSubscribed: false, tier: 'free' });
  });
});
