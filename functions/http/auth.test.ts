import { describe, expect, it } from 'vitest';
import type { TokenVerifier } from '../core/ports';
import type { Principal } from '../core/principal';
import { authenticate } from './auth';

const people: Record<string, Principal> = {
  admin: { id: 'a', email: 'a@example.com', groups: ['admin'] },
  recruiter: { id: 'r', email: 'r@example.com', groups: [] },
  demo: { id: 'd', email: 'd@example.com', groups: ['demo'] },
};
const verifier: TokenVerifier = {
  verify: async (token) => {
    const p = people[token];
    if (!p) throw new Error('bad token');
    return p;
  },
};
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
  ] as const)('%s route with %s → %s', async (level, header, expected) => {
    expect(await codeOf(authenticate(level, header, verifier))).toBe(expected);
  });

  it('returns the principal on success and null for anonymous public calls', async () => {
    expect(await authenticate('user', 'Bearer admin', verifier)).toEqual(people.admin);
    expect(await authenticate('public', undefined, verifier)).toBeNull();
  });
});
