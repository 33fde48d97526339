import type { SubscriptionStatus, Tier } from '@core/schemas/me';

/** Spec core §4 and §9: the cached copy is trusted for 5 minutes; the status is re-checked as often. */
export const SUBSCRIPTION_FRESHNESS_MS = 5 * 60_000;

const STORAGE_KEY = 'subscription-status';

/** Spec core §3's cached copy, plus the user it belongs to so one account never sees another's plan. */
export interface CachedSubscription {
  userId: string;
  isSubscribed: boolean;
  tier: Tier;
  details: SubscriptionStatus | null;
  lastChecked: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checked by hand, not with the zod schema of /api/me: this runs before the
 * first page, where zod is not loaded. Only this file writes the copy, from a
 * checked answer, so the check guards against another version's or a
 * tampered copy: the fields this provider reads, and details agreeing with them.
 */
const isCachedSubscription = (value: unknown): value is CachedSubscription => {
  if (!isRecord(value)) return false;
  const { userId, isSubscribed, tier, details, lastChecked } = value;
  if (typeof userId !== 'string' || typeof isSubscribed !== 'boolean' || typeof tier !== 'string' || typeof lastChecked !== 'number') return false;
  if (details === null) return true;
  return isRecord(details) && details.subscribed === isSubscribed && details.tier === tier && typeof details.plan_name === 'string' && typeof details.status === 'string';
};

/** The cached copy for `userId` when younger than 5 minutes, else nothing. */
export const readFreshSubscription = (userId: string, now = Date.now()): CachedSubscription | undefined => {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const copy: unknown = raw ? JSON.parse(raw) : undefined;
    if (!isCachedSubscription(copy) || copy.userId !== userId) return undefined;
    const age = now - copy.lastChecked;
    return age >= 0 && age < SUBSCRIPTION_FRESHNESS_MS ? copy : undefined;
  } catch {
    return undefined;
  }
};

export const writeSubscriptionCache = (value: CachedSubscription): void => {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the cache is only a head start.
  }
};

export const clearSubscriptionCache = (): void => {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing cached can leak when storage cannot be read either.
  }
};
