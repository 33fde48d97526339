import type { Config } from './config';
import type { ActivityStore, DailyAllowance } from './ports';
import type { Usage, UserUsage } from './schemas/usage';

/**
 * The daily fair-use caps, in one place: enforcement (reveal, export) and
 * display (GET /api/me/usage, the dialogs, User Management) read the same
 * cap and the same counter (`ActivityStore.consumeDaily` / `usedOn`, keyed
 * by UTC day), so what a user is shown is what they will be held to.
 */

type Caps = Pick<Config, 'CONTACT_REVEAL_DAILY_CAP' | 'EXPORT_DAILY_CAP'>;

export const dailyCapOf = (c: Caps, kind: DailyAllowance): number => (kind === 'reveal' ? c.CONTACT_REVEAL_DAILY_CAP : c.EXPORT_DAILY_CAP);

export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

const nextUtcMidnight = (now: Date): string => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();

/** Counts `amount` against today's cap; false (nothing counted) when it would pass it. */
export const consumeAllowance = (activity: ActivityStore, c: Caps, userId: string, kind: DailyAllowance, amount: number, now: Date): Promise<boolean> =>
  activity.consumeDaily(userId, kind, utcDay(now), amount, dailyCapOf(c, kind));

export const usageOf = async (activity: ActivityStore, c: Caps, userId: string, now: Date): Promise<Usage> => {
  const day = utcDay(now);
  const [reveals, exportRows] = await Promise.all(
    (['reveal', 'export'] as const).map(async (kind) => {
      const cap = dailyCapOf(c, kind);
      const used = await activity.usedOn(userId, kind, day);
      return { used, cap, remaining: Math.max(0, cap - used) };
    }),
  );
  return { day, resetsAt: nextUtcMidnight(now), reveals: reveals!, exportRows: exportRows! };
};

const DAYS_30_MS = 30 * 24 * 3600_000;

/** Today's figures from the enforcing counters; the 30 days from the reveal and export logs (the counters live two days). */
export const userUsageOf = async (activity: ActivityStore, userId: string, now: Date): Promise<UserUsage> => {
  const day = utcDay(now);
  const [revealsToday, exportedRowsToday, logged] = await Promise.all([
    activity.usedOn(userId, 'reveal', day),
    activity.usedOn(userId, 'export', day),
    activity.loggedSince(userId, new Date(now.getTime() - DAYS_30_MS).toISOString()),
  ]);
  // The log is written just after the counter: never show fewer in 30 days than today.
  return { revealsToday, reveals30d: Math.max(logged.reveals, revealsToday), exportedRowsToday, exportedRows30d: Math.max(logged.exportedRows, exportedRowsToday) };
};
