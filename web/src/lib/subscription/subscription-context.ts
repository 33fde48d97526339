import { createContext, useContext } from 'react';
import type { SubscriptionStatus, Tier } from '@core/schemas/me';

export interface SubscriptionValue {
  isSubscribed: boolean;
  tier: Tier;
  /** The server's full answer (plan name, interval, status); null when free or unknown. */
  details: SubscriptionStatus | null;
  /** When the status shown was last confirmed by the server (ms since epoch); null when never. */
  lastChecked: number | null;
  /** No value to rely on yet: signed in, no fresh cached copy, first check still running. */
  loading: boolean;
  /** A check is running (the spec's loading flag); the value shown may be the cached copy. */
  checking: boolean;
  /** Forces a check now, e.g. after a checkout; resolves when it has settled. */
  check: () => Promise<void>;
}

export const SubscriptionContext = createContext<SubscriptionValue | null>(null);

/** The viewer's subscription as spec core §4 keeps it (see SubscriptionProvider). */
export const useSubscription = (): SubscriptionValue => {
  const value = useContext(SubscriptionContext);
  if (!value) throw new Error('useSubscription must be used inside <SubscriptionProvider>.');
  return value;
};
