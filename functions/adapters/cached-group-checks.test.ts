import { describe, expect, it } from 'vitest';
import type { UserDirectory } from '../core/ports';
import { GROUP_CHECK_TTL_MS, withCachedGroupChecks } from './cached-group-checks';

/** A directory that counts its Cognito calls; membership can change under it. */
const countingDirectory = () => {
  const members = new Set(['alice', 'bob']);
  const calls: string[] = [];
  let fail = false;
  const directory: UserDirectory = {
    list: async () => [{ id: 'alice', email: 'alice@example.com', createdAt: null, isAdmin: true }],
    isInGroup: async (username, group) => {
      calls.push(username);
      if (fail) throw new Error('Cognito unavailable');
      return group === 'admin' && members.has(username);
    },
  };
  return { directory, calls, members, failNext: (on: boolean) => (fail = on) };
};

const clockAt = (start: number) => {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
};

describe('withCachedGroupChecks', () => {
  it('asks Cognito once per user per minute, not per request', async () => {
    const fake = countingDirectory();
    const clock = clockAt(1_700_000_000_000);
    const cached = withCachedGroupChecks(fake.directory, clock.now);
    for (let i = 0; i < 5; i++) expect(await cached.isInGroup('alice', 'admin')).toBe(true);
    clock.advance(GROUP_CHECK_TTL_MS - 1);
    expect(await cached.isInGroup('alice', 'admin')).toBe(true);
    expect(fake.calls).toEqual(['alice']);
    await cached.isInGroup('bob', 'admin');
    expect(fake.calls).toEqual(['alice', 'bob']);
  });

  it('sees a removal once the answer is a minute old', async () => {
    const fake = countingDirectory();
    const clock = clockAt(1_700_000_000_000);
    const cached = withCachedGroupChecks(fake.directory, clock.now);
    expect(await cached.isInGroup('alice', 'admin')).toBe(true);
    fake.members.delete('alice');
    clock.advance(30_000);
    expect(await cached.isInGroup('alice', 'admin')).toBe(true);
    clock.advance(30_000);
    expect(await cached.isInGroup('alice', 'admin')).toBe(false);
    expect(fake.calls).toEqual(['alice', 'alice']);
  });

  it('keeps answers per group and does not trust a clock that went back', async () => {
    const fake = countingDirectory();
    const clock = clockAt(1_700_000_000_000);
    const cached = withCachedGroupChecks(fake.directory, clock.now);
    expect(await cached.isInGroup('alice', 'admin')).toBe(true);
    expect(await cached.isInGroup('alice', 'demo')).toBe(false);
    clock.advance(-1);
    await cached.isInGroup('alice', 'admin');
    expect(fake.calls).toEqual(['alice', 'alice', 'alice']);
  });

  it('shares one call among concurrent checks and keeps no failed answer', async () => {
    const fake = countingDirectory();
    const clock = clockAt(1_700_000_000_000);
    const cached = withCachedGroupChecks(fake.directory, clock.now);
    expect(await Promise.all([cached.isInGroup('alice', 'admin'), cached.isInGroup('alice', 'admin')])).toEqual([true, true]);
    expect(fake.calls).toHaveLength(1);

    fake.failNext(true);
    await expect(cached.isInGroup('bob', 'admin')).rejects.toThrow('Cognito unavailable');
    fake.failNext(false);
    expect(await cached.isInGroup('bob', 'admin')).toBe(true);
    expect(fake.calls).toEqual(['alice', 'bob', 'bob']);
  });

  it('passes the user list through uncached', async () => {
    const fake = countingDirectory();
    const cached = withCachedGroupChecks(fake.directory, () => new Date());
    expect((await cached.list()).map((u) => u.id)).toEqual(['alice']);
  });
});
