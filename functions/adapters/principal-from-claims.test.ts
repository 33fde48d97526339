import { describe, expect, it } from 'vitest';
import { FREE, capabilitiesOf, isAdmin, isDemo, passesPaywall } from '../core/access';
import { principalFromClaims } from './principal-from-claims';

const claims = (extra: Record<string, unknown>) => principalFromClaims({ sub: 'u1', email: 'U@Example.com', ...extra });

// Issue 13 item 6: a sign-up could set custom attributes itself, so only cognito:groups may grant anything.
describe('principalFromClaims: groups only', () => {
  it.each([
    [{ 'custom:role': 'demo' }, false, false],
    [{ 'custom:demo_account': 'true' }, false, false],
    [{ 'custom:role': 'admin', 'custom:demo_account': 'true' }, false, false],
    [{ 'custom:role': 'demo', 'custom:demo_account': 'true', 'cognito:groups': [] }, false, false],
    [{ 'cognito:groups': ['demo'] }, false, true],
    [{ 'cognito:groups': ['admin'], 'custom:demo_account': 'true' }, true, false],
  ])('token claims %o → admin %s, demo %s', (extra, admin, demo) => {
    const p = claims(extra);
    expect([isAdmin(p), isDemo(p)]).toEqual([admin, demo]);
    expect(passesPaywall(p, FREE, 'basic')).toBe(admin || demo);
    expect(capabilitiesOf(p).isDemo).toBe(demo);
  });

  it('keeps no custom attribute on the principal, and the Cognito username for the admin re-check', () => {
    expect(claims({ 'custom:role': 'demo', 'custom:demo_account': 'true', 'cognito:username': 'name-1', 'cognito:groups': ['admin'] })).toEqual({
      id: 'u1',
      username: 'name-1',
      email: 'u@example.com',
      groups: ['admin'],
    });
    expect(claims({}).username).toBe('u1');
  });
});
