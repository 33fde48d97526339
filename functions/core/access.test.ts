import { describe, expect, it } from 'vitest';
import { FREE, capabilitiesOf, isAdmin, isDemo, passesPaywall, type RequiredTier, type SubscriptionState, tierCovers, visibleLimitOf } from './access';
import type { Principal } from './principal';

const user = (over: Partial<Principal> = {}): Principal => ({ id: 'u1', email: 'u@example.com', groups: [], ...over });
const sub = (tier: SubscriptionState['tier'], subscribed = true): SubscriptionState => ({ tier, subscribed });

describe('tierCovers (spec core §4)', () => {
  const table: Array<[SubscriptionState, RequiredTier, boolean]> = [
    [FREE, 'basic', false],
    [FREE, 'premium', false],
    [sub('basic'), 'basic', true],
    [sub('basic'), 'premium', false],
    [sub('premium'), 'basic', true],
    [sub('premium'), 'premium', true],
    [sub('Monthly'), 'basic', true],
    [sub('Monthly'), 'premium', true],
    [sub('premium', false), 'basic', false],
    [sub('basic', false), 'basic', false],
  ];
  it.each(table)('%o needs %s: %s', (s, required, expected) => {
    expect(tierCovers(s, required)).toBe(expected);
  });
});

describe('roles come from Cognito groups only', () => {
  it.each([
    [user({ groups: ['admin'] }), true, false],
    [user({ groups: ['demo'] }), false, true],
    [user({ groups: ['admin', 'demo'] }), true, true],
    [user({ groups: ['Demo', 'administrators'] }), false, false],
    [user({ email: 'admin@example.com' }), false, false],
    [user({ email: 'demo@example.com' }), false, false],
    [null, false, false],
  ])('%o → admin %s, demo %s', (p, admin, demo) => {
    expect(isAdmin(p)).toBe(admin);
    expect(isDemo(p)).toBe(demo);
  });
});

describe('capabilities', () => {
  it('are all on for a default user', () => {
    expect(Object.entries(capabilitiesOf(user())).filter(([, v]) => !v).map(([k]) => k)).toEqual(['isDemo']);
  });
  it('are all off for a demo account', () => {
    const c = capabilitiesOf(user({ groups: ['demo'] }));
    expect(c).toEqual({ isDemo: true, canCreateLists: false, canSaveLists: false, canExport: false, canViewContactInfo: false, canSaveCandidates: false });
  });
});

describe('paywall and the free limit', () => {
  it.each([
    [null, FREE, 20],
    [user(), FREE, 20],
    [user(), sub('basic'), null],
    [user(), sub('premium', false), 20],
    [user({ groups: ['admin'] }), FREE, null],
    [user({ groups: ['demo'] }), FREE, null],
  ])('%o with %o sees %s rows', (p, s, limit) => {
    expect(visibleLimitOf(p, s)).toBe(limit);
  });
  it('admins and demo bypass even the premium paywall', () => {
    expect(passesPaywall(user({ groups: ['admin'] }), FREE, 'premium')).toBe(true);
    expect(passesPaywall(user({ groups: ['demo'] }), FREE, 'premium')).toBe(true);
    expect(passesPaywall(user(), sub('basic'), 'premium')).toBe(false);
  });
});
