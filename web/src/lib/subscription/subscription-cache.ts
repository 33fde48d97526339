import * as z from '@core/zod';
import { subscriptionStatus, tiers } from '@core/schemas/me';

/** Spec core §4 and §9: the cached copy is trusted for 5 minutes; the status is re-checked as often. */
export const SUBSCRIPTION_FRESHNESS_MS = 5 * 60_000;

const STORAGE_KEY = 'subscription-status';

/** Spec core §3's cached copy, plus the user it belongs to so one account never sees another's plan. */
const cachedSubscription = z.object({
  userId: z.string(),
  isSubscribed: z.boolean(),
  tier: z.enum(tiers),
  details: subscriptionStatus.nullable(),
  lastChecked: z.number(),
});
export type CachedSubscription = z.infer<typeof cachedSubscription>;

/** The cached copy for `userId` when younger than 5 minutes, else nothing. */
export const readFreshSubscription = (userId: string, now = Date.now()): CachedSubscription | undefined => {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed = cachedSubscription.safeParse(raw ? JSON.parse(raw) : undefined);
    if (!parsed.success || parsed.data.userId !== userId) return undefined;
    const age = now - parsed.data.lastChecked;
    return age >= 0 && age < SUBSCRIPTION_FRESHNESS_MS ? parsed.data : undefined;
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
