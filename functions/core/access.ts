import type { Principal } from './principal';
import { FREE_VISIBLE_LIMIT } from './schemas/physician-constants';
import type { Capabilities, Tier } from './schemas/me';

/**
 * The access rules, pure, shared by the API (enforcement) and the web
 * (display). Admin and demo come only from Cognito groups (`cognito:groups`):
 * no email list, and no custom attribute, which a sign-up could set itself.
 */

export interface SubscriptionState {
  readonly subscribed: boolean;
  readonly tier: Tier;
}

export const FREE: SubscriptionState = { subscribed: false, tier: 'free' };

export const isAdmin = (p: Principal | null): boolean => !!p && p.groups.includes('admin');

export const isDemo = (p: Principal | null): boolean => !!p && p.groups.includes('demo');

export const capabilitiesOf = (p: Principal | null): Capabilities => {
  const demo = isDemo(p);
  return {
    isDemo: demo,
    canCreateLists: !demo,
    canSaveLists: !demo,
    canExport: !demo,
    canViewContactInfo: !demo,
    canSaveCandidates: !demo,
  };
};

export type RequiredTier = 'basic' | 'premium';

/** Spec core §4: premium covers basic; the legacy 'Monthly' tier covers both. */
export const tierCovers = (s: SubscriptionState, required: RequiredTier): boolean => {
  if (!s.subscribed) return false;
  if (s.tier === required || s.tier === 'Monthly') return true;
  return s.tier === 'premium' && required === 'basic';
};

/** Admins and demo accounts bypass the paywall; everyone else needs a covering subscription. */
export const passesPaywall = (p: Principal | null, s: SubscriptionState, required: RequiredTier): boolean =>
  isAdmin(p) || isDemo(p) || tierCovers(s, required);

/** How many rows of page 1 the caller may see; null is unlimited. */
export const visibleLimitOf = (p: Principal | null, s: SubscriptionState): number | null =>
  passesPaywall(p, s, 'basic') ? null : FREE_VISIBLE_LIMIT;
