import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useAuth } from '../auth/auth-context';
import { fetchMe, meQueryKey, useMe } from '../auth/use-me';
import { clearSubscriptionCache, readFreshSubscription, SUBSCRIPTION_FRESHNESS_MS, writeSubscriptionCache } from './subscription-cache';
import { SubscriptionContext, type SubscriptionValue } from './subscription-context';

type SubscriptionState = Omit<SubscriptionValue, 'checking' | 'check'>;

const free = { isSubscribed: false, tier: 'free', details: null } as const;

/**
 * Spec core §4 on top of GET /api/me: free by default; a cached copy younger
 * than 5 minutes is used while the first check runs; a check is forced once
 * the auth state is known, repeated every 5 minutes and when the tab becomes
 * visible after more than 5 minutes; signed out or a failed check means free.
 */
export function SubscriptionProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const me = useMe();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  // Read once per user, at start: later values come from the server.
  const cached = useMemo(() => (userId ? readFreshSubscription(userId) : undefined), [userId]);

  const state: SubscriptionState = useMemo(() => {
    if (!userId) return { ...free, lastChecked: null, loading: auth.status === 'loading' };
    if (me.isError) return { ...free, lastChecked: me.errorUpdatedAt, loading: false };
    if (me.data) {
      const details = me.data.subscription;
      return { isSubscribed: details.subscribed, tier: details.tier, details, lastChecked: me.dataUpdatedAt, loading: false };
    }
    if (cached) return { isSubscribed: cached.isSubscribed, tier: cached.tier, details: cached.details, lastChecked: cached.lastChecked, loading: false };
    return { ...free, lastChecked: null, loading: true };
  }, [userId, auth.status, me.isError, me.errorUpdatedAt, me.data, me.dataUpdatedAt, cached]);

  const check = useCallback(async () => {
    if (!userId) return;
    try {
      await queryClient.fetchQuery({ queryKey: meQueryKey(userId), queryFn: ({ signal }) => fetchMe(signal), staleTime: 0 });
    } catch {
      // The query now holds the error, which resets the state to free.
    }
  }, [queryClient, userId]);

  // Keep the browser copy in step with the server's answer; drop it when signed out or when a check fails.
  useEffect(() => {
    if (auth.status === 'signedOut' || me.isError) clearSubscriptionCache();
    else if (userId && me.data) {
      const details = me.data.subscription;
      writeSubscriptionCache({ userId, isSubscribed: details.subscribed, tier: details.tier, details, lastChecked: me.dataUpdatedAt });
    }
  }, [auth.status, userId, me.isError, me.data, me.dataUpdatedAt]);

  // The forced check once the auth state is known, then every 5 minutes.
  useEffect(() => {
    if (!userId) return;
    void check();
    const timer = setInterval(() => void check(), SUBSCRIPTION_FRESHNESS_MS);
    return () => clearInterval(timer);
  }, [userId, check]);

  const lastChecked = useRef(state.lastChecked);
  useEffect(() => {
    lastChecked.current = state.lastChecked;
  }, [state.lastChecked]);

  useEffect(() => {
    if (!userId) return;
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - (lastChecked.current ?? 0) > SUBSCRIPTION_FRESHNESS_MS) void check();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [userId, check]);

  const value = useMemo<SubscriptionValue>(() => ({ ...state, checking: me.isFetching, check }), [state, me.isFetching, check]);
  return <SubscriptionContext.Provider value={value}>{children}</SubscriptionContext.Provider>;
}
