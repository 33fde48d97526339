import { describe, expect, it } from 'vitest';
import { consumeAllowance, usageOf, userUsageOf } from './fair-use';
import type { ActivityStore, DailyAllowance } from './ports';

/** A counter per user, kind and day, enforcing like the DynamoDB one: nothing counted past the cap. */
const memoryActivity = (logged = { reveals: 0, exportedRows: 0 }) => {
  const used = new Map<string, number>();
  const key = (u: string, k: DailyAllowance, d: string) => `${u}|${k}|${d}`;
  const store: Pick<ActivityStore, 'consumeDaily' | 'usedOn' | 'loggedSince'> = {
    consumeDaily: async (u, k, d, n, cap) => {
      const now = used.get(key(u, k, d)) ?? 0;
      if (now + n > cap) return false;
      used.set(key(u, k, d), now + n);
      return true;
    },
    usedOn: async (u, k, d) => used.get(key(u, k, d)) ?? 0,
    loggedSince: async () => logged,
  };
  return store as ActivityStore;
};

const caps = { CONTACT_REVEAL_DAILY_CAP: 3, EXPORT_DAILY_CAP: 100 };
const now = new Date('2026-11-22T23:30:00.000Z');

describe('fair use', () => {
  it('shows exactly what enforcement counts: remaining falls with each reveal and is 0 when the next is refused', async () => {
    const a = memoryActivity();
    expect(await usageOf(a, caps, 'u1', now)).toEqual({
      day: '2026-11-22',
      resetsAt: '2026-11-23T00:00:00.000Z',
      reveals: { used: 0, cap: 3, remaining: 3 },
      exportRows: { used: 0, cap: 100, remaining: 100 },
    });
    for (let i = 0; i < 3; i++) expect(await consumeAllowance(a, caps, 'u1', 'reveal', 1, now)).toBe(true);
    expect(await consumeAllowance(a, caps, 'u1', 'reveal', 1, now)).toBe(false);
    expect(await consumeAllowance(a, caps, 'u1', 'export', 60, now)).toBe(true);
    expect(await consumeAllowance(a, caps, 'u1', 'export', 41, now)).toBe(false);
    const u = await usageOf(a, caps, 'u1', now);
    expect(u.reveals).toEqual({ used: 3, cap: 3, remaining: 0 });
    expect(u.exportRows).toEqual({ used: 60, cap: 100, remaining: 40 });
    // A new UTC day starts again.
    expect((await usageOf(a, caps, 'u1', new Date('2026-11-23T00:00:01.000Z'))).reveals.remaining).toBe(3);
  });

  it('reports today from the counters and 30 days from the logs, never fewer in 30 days than today', async () => {
    const a = memoryActivity({ reveals: 1, exportedRows: 500 });
    await consumeAllowance(a, caps, 'u1', 'reveal', 2, now);
    expect(await userUsageOf(a, 'u1', now)).toEqual({ revealsToday: 2, reveals30d: 2, exportedRowsToday: 0, exportedRows30d: 500 });
  });
});
