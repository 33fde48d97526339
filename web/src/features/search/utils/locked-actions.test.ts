import { describe, expect, test } from 'vitest';
import { passesPaywall, type SubscriptionState, tierCovers, visibleLimitOf } from '@core/access';
import type { Principal } from '@core/principal';
import type { Access } from '../../../components/access/use-access';
import { lockedActions } from './locked-actions';

/** An Access as useAccess builds it, from the core rules. */
const accessOf = (principal: Principal | null, subscription: SubscriptionState): Access => {
  const demo = principal?.groups.includes('demo') === true;
  return {
    ready: true,
    signedIn: principal !== null,
    viewerKey: 'k',
    isAdmin: principal?.groups.includes('admin') === true,
    isDemo: demo,
    capabilities: principal ? { isDemo: demo, canCreateLists: !demo, canSaveLists: !demo, canExport: !demo, canViewContactInfo: !demo, canSaveCandidates: !demo } : null,
    passes: (tier) => passesPaywall(principal, subscription, tier),
    subscribedTo: (tier) => tierCovers(subscription, tier),
    visibleLimit: visibleLimitOf(principal, subscription),
  };
};
const user = (groups: string[] = []): Principal => ({ id: 'u', email: 'u@example.com', groups });
const free: SubscriptionState = { subscribed: false, tier: 'free' };

describe('lockedActions', () => {
  test('a visitor is asked to log in and subscribe', () => {
    expect(lockedActions(accessOf(null, free))).toEqual({
      addToList: 'Log in and subscribe to add physicians to lists',
      exportSelected: 'Log in and subscribe to export physicians',
      selectAll: 'Log in and subscribe to select all results',
    });
  });

  test('a free user is told which plan each action needs', () => {
    expect(lockedActions(accessOf(user(), free))).toEqual({
      addToList: 'Subscribe to a paid plan to add physicians to lists',
      exportSelected: 'Subscribe to a paid plan to export physicians',
      selectAll: 'Select All needs the Annual Plan; the free plan selects up to 20 physicians',
    });
  });

  test('basic may add to lists and export what it selects; only Select All needs premium', () => {
    expect(lockedActions(accessOf(user(), { subscribed: true, tier: 'basic' }))).toEqual({
      addToList: undefined,
      exportSelected: undefined,
      selectAll: 'Select All needs the Annual Plan',
    });
  });

  test('premium and admin: nothing locked; demo: lists and export are demo-restricted', () => {
    expect(lockedActions(accessOf(user(), { subscribed: true, tier: 'premium' }))).toEqual({});
    expect(Object.values(lockedActions(accessOf(user(['admin']), free))).filter(Boolean)).toEqual([]);
    expect(lockedActions(accessOf(user(['demo']), free))).toEqual({
      addToList: 'This feature is disabled in demo mode',
      exportSelected: 'This feature is disabled in demo mode',
      selectAll: undefined,
    });
  });

  test('no decision while access is loading', () => {
    expect(lockedActions({ ...accessOf(null, free), ready: false })).toEqual({});
  });
});
