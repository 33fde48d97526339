import { isAdmin, isDemo, type SubscriptionState, tierCovers } from './access';
import type { AlertEntitlement, AlertFrequency } from './alert-ports';
import { AppError } from './errors';
import type { Principal } from './principal';

/**
 * Who may have saved-search alerts (issue 17; the spec has no alerts, so
 * this follows its tier rules for the nearest feature, lists): a paid plan
 * (basic or above) or an admin. Demo accounts are refused (403, like every
 * other saving in demo mode); free accounts need a subscription (402).
 * Turning alerts off is always allowed.
 */
export const alertEntitlementOf = (p: Principal, s: SubscriptionState): AlertEntitlement => {
  if (isDemo(p)) throw new AppError('DEMO_RESTRICTED', 'Search alerts are disabled in demo mode');
  if (isAdmin(p)) return 'admin';
  if (tierCovers(s, 'basic')) return 'subscription';
  throw new AppError('SUBSCRIPTION_REQUIRED', 'Search alerts need a Monthly or Annual plan');
};

export const ALERT_PERIOD_MS: Record<AlertFrequency, number> = { daily: 24 * 3600_000, weekly: 7 * 24 * 3600_000 };

/** The slot after `runAt`; a run that comes late (an outage) does not queue up missed slots: the next one is a period from now. */
export const nextRunAfter = (runAt: string, frequency: AlertFrequency, now: Date): string => {
  const next = Date.parse(runAt) + ALERT_PERIOD_MS[frequency];
  return new Date(next > now.getTime() ? next : now.getTime() + ALERT_PERIOD_MS[frequency]).toISOString();
};
