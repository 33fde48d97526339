import { describe, expect, it } from 'vitest';
import type { TokenVerifier, UserDirectory } from '../core/ports';
import type { Principal } from '../core/principal';
import { authenticate } from './auth';

const people: Record<string, Principal> = {
  admin: { id: 'a', username: 'a-name', email: 'a@example.com', groups: ['admin'] },
  removedAdmin: { id: 'x', username: 'x-name', email: 'x@example.com', groups: ['admin'] },
  recruiter: { id: 'r', email: 'r@example.com', groups: [] },
  demo: { id: 'd', username: 'd-name', email: 'd@example.com', groups: ['demo'] },
  removedDemo: { id: 'y', username: 'y-name', email: 'y@example.com', groups: ['demo', 'beta'] },
};
const verifier: TokenVerifier = {
  verify: async (token) => {
    const p = people[token];
    if (!p) throw new Error('bad token');
    return p;
  },
};
/** Cognito as it is now: only a-name is still in the admin group, only d-name in the demo group. */
const directoryAsking = (asked: string[] = []): UserDirectory => ({
  list: async () => [],
  isInGroup: async (username, group) => {
    asked.push(`${username}:${group}`);
    return (username === 'a-name' && group === 'admin') || (username === 'd-name' && group === 'demo');
  },
});
const d = { verifier, directory: directoryAsking() };
const codeOf = (promise: Promise<unknown>) => promise.then(() => 'OK', (e: { code?: string }) => e.code);

describe('authenticate by the route table level', () => {
  it.each([
    ['public', undefined, 'OK'],
    ['public', 'Bearer recruiter', 'OK'],
    ['public', 'Bearer forged', 'UNAUTHENTICATED'],
    ['user', undefined, 'UNAUTHENTICATED'],
    ['user', 'Bearer recruiter', 'OK'],
    ['user', 'Token recruiter', 'UNAUTHENTICATED'],
    ['admin', undefined, 'UNAUTHENTICATED'],
    ['admin', 'Bearer recruiter', 'FORBIDDEN'],
    ['admin', 'Bearer demo', 'FORBIDDEN'],
    ['admin', 'Bearer admin', 'OK'],
    ['admin', 'Bearer removedAdmin', 'FORBIDDEN'],
    ['user', 'Bearer removedAdmin', 'OK'],
  ] as const)('%s route with %s → %s', async (level, header, expected) => {
    expect(await codeOf(authenticate(level, header, d))).toBe(expected);
  });

  it('returns the principal on success and null for anonymous public calls', async () => {
    expect(await authenticate('user', 'Bearer admin', d)).toEqual(people.admin);
    expect(await authenticate('public', undefined, d)).toBeNull();
  });
});

describe('admin and demo re-check membership with the directory', () => {
  it('asks by Cognito username, on every route, only for tokens that say admin or demo', async () => {
    const asked: string[] = [];
    const counting = { verifier, directory: directoryAsking(asked) };
    await authenticate('admin', 'Bearer admin', counting);
    await codeOf(authenticate('admin', 'Bearer recruiter', counting));
    await authenticate('user', 'Bearer demo', counting);
    await authenticate('public', 'Bearer recruiter', counting);
    expect(asked).toEqual(['a-name:admin', 'd-name:demo']);
  });

  it('falls back to the sub when the token carries no username', async () => {
    const asked: string[] = [];
    const noUsername: TokenVerifier = { verify: async () => ({ id: 'sub-1', email: 's@example.com', groups: ['admin'] }) };
    expect(await codeOf(authenticate('admin', 'Bearer t', { verifier: noUsername, directory: directoryAsking(asked) }))).toBe('FORBIDDEN');
    expect(asked).toEqual(['sub-1:admin']);
  });

  // Issue 21 item 7: the paywall's bypass reads these groups, so a removed admin or demo account must lose them everywhere.
  it('drops a group Cognito no longer confirms from the principal, on user and public routes too', async () => {
    for (const level of ['user', 'public'] as const) {
      expect((await authenticate(level, 'Bearer removedAdmin', d))?.groups).toEqual([]);
      expect((await authenticate(level, 'Bearer removedDemo', d))?.groups).toEqual(['beta']);
      expect((await authenticate(level, 'Bearer demo', d))?.groups).toEqual(['demo']);
      expect((await authenticate(level, 'Bearer admin', d))?.groups).toEqual(['admin']);
    }
  });
});
