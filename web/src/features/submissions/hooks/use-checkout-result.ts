import type { CheckoutSessionStatus } from '@core/schemas/billing';
import type { SubscriptionStatus } from '@core/schemas/me';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { getCheckoutSession } from '../api/get-checkout-session';

/** The webhook that activates the subscription can land a moment after Stripe redirects here: ask again for ~10 s. */
export const CHECKOUT_POLL_INTERVAL_MS = 2000;
export const CHECKOUT_MAX_CHECKS = 6;

/**
 * complete: paid and the subscription is active; activating: paid, but the
 * subscription was still not recorded after polling; unverified: no such
 * session for this user; failed: expired, still open after polling, or unreadable.
 */
export type CheckoutResult = 'checking' | 'complete' | 'activating' | 'unverified' | 'failed';

const settled = (session: CheckoutSessionStatus | undefined): boolean =>
  session?.status === 'expired' || (session?.status === 'complete' && session.subscription.subscribed);

/** The outcome of checkout `sessionId`, and the caller's subscription as the API last reported it. */
export const useCheckoutResult = (sessionId: string, enabled: boolean): { result: CheckoutResult; subscription: SubscriptionStatus | null } => {
  const queryClient = useQueryClient();
  const queryKey = ['checkout-session', sessionId];
  const session = useQuery({
    queryKey,
    queryFn: ({ signal }) => getCheckoutSession(sessionId, signal),
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.data && !settled(query.state.data) && query.state.dataUpdateCount < CHECKOUT_MAX_CHECKS ? CHECKOUT_POLL_INTERVAL_MS : false,
  });

  // Reading dataUpdatedAt re-renders on every answer, even an unchanged one.
  const checks = session.dataUpdatedAt ? (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) : 0;
  return { result: resultOf(session.data, session.error, checks), subscription: session.data?.subscription ?? null };
};

const resultOf = (data: CheckoutSessionStatus | undefined, error: Error | null, checks: number): CheckoutResult => {
  if (error) {
    const status = error instanceof ApiError ? error.status : 0;
    return status === 404 || status === 400 ? 'unverified' : 'failed';
  }
  if (!data) return 'checking';
  if (data.status === 'expired') return 'failed';
  if (settled(data)) return 'complete';
  if (checks < CHECKOUT_MAX_CHECKS) return 'checking';
  return data.status === 'complete' ? 'activating' : 'failed';
};
