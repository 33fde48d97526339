import type { Config } from './config';
import { consumeAllowance, dailyCapOf, utcDay } from './fair-use';
import type { ActivityStore, DailyAllowance } from './ports';
import type { Allowance } from './schemas/usage';
import type { TeamStore } from './team-ports';

/**
 * Issue 26 item 3: a team member draws reveals and exported rows from the
 * team's pool for the UTC day, sized by seats (the personal daily cap per
 * seat), instead of a cap of their own. Their own counter still counts (what
 * they used is shown beside what is left for the team), drawn first; when the
 * pool refuses, their draw is handed back. The pool's one conditional ADD is
 * what keeps the team exact under concurrency. No per-member limit yet.
 */

type AllowanceDeps = { activity: ActivityStore; teams: TeamStore; config: Pick<Config, 'CONTACT_REVEAL_DAILY_CAP' | 'EXPORT_DAILY_CAP'> };

export type Drawn = { readonly ok: true } | { readonly ok: false; readonly scope: 'you' | 'team'; readonly cap: number };

/** Large enough for any real day; a member's own counter is bounded by the team pool instead. */
const UNBOUNDED = 1e12;

const poolOf = async (d: AllowanceDeps, userId: string): Promise<{ teamId: string; pool: (kind: DailyAllowance) => number } | null> => {
  const link = await d.teams.linkOf(userId);
  const team = link ? await d.teams.get(link.teamId) : null;
  return team ? { teamId: team.id, pool: (kind) => dailyCapOf(d.config, kind) * team.seats } : null;
};

export const drawAllowance = async (d: AllowanceDeps, userId: string, kind: DailyAllowance, amount: number, now: Date): Promise<Drawn> => {
  const team = await poolOf(d, userId);
  if (!team) return (await consumeAllowance(d.activity, d.config, userId, kind, amount, now)) ? { ok: true } : { ok: false, scope: 'you', cap: dailyCapOf(d.config, kind) };
  const day = utcDay(now);
  const pool = team.pool(kind);
  await d.activity.consumeDaily(userId, kind, day, amount, UNBOUNDED);
  if (await d.teams.consumePool(team.teamId, kind, day, amount, pool)) return { ok: true };
  // Handed back: the member's own figure counts only what the team granted.
  await d.activity.consumeDaily(userId, kind, day, -amount, UNBOUNDED);
  return { ok: false, scope: 'team', cap: pool };
};

/** The team's figures for the usage answer, or null outside a team; the member's own `remaining` is then the team's. */
export const teamUsageOf = async (d: AllowanceDeps, userId: string, now: Date): Promise<{ seats: number; reveals: Allowance; exportRows: Allowance } | null> => {
  const link = await d.teams.linkOf(userId);
  const team = link ? await d.teams.get(link.teamId) : null;
  if (!team) return null;
  const day = utcDay(now);
  const of = async (kind: DailyAllowance): Promise<Allowance> => {
    const cap = dailyCapOf(d.config, kind) * team.seats;
    const used = await d.teams.poolUsedOn(team.id, kind, day);
    return { used, cap, remaining: Math.max(0, cap - used) };
  };
  const [reveals, exportRows] = await Promise.all([of('reveal'), of('export')]);
  return { seats: team.seats, reveals, exportRows };
};
