import { randomBytes } from 'node:crypto';
import type { Config } from './config';
import { consumeAllowance, dailyCapOf, utcDay } from './fair-use';
import type { ActivityStore, DailyAllowance } from './ports';
import type { Allowance } from './schemas/usage';
import type { MemberLimits, TeamActivityStore } from './team-activity-ports';
import type { TeamStore } from './team-ports';

/**
 * Issue 26 items 3 and 5: a team member draws reveals and exported rows from
 * the team's pool for the UTC day, sized by seats (the personal daily cap per
 * seat), and from their own daily limit when an admin set one. One
 * transaction counts the pool, counts the member and appends the team's
 * activity entry (teamActivity.draw), so both limits are exact under
 * concurrency and the log is exactly what the pool counted.
 */

type AllowanceDeps = { activity: ActivityStore; teams: TeamStore; teamActivity: TeamActivityStore; config: Pick<Config, 'CONTACT_REVEAL_DAILY_CAP' | 'EXPORT_DAILY_CAP'> };

/** `teamId`: the team the draw came from (null outside a team). */
export type Drawn = { readonly ok: true; readonly teamId: string | null } | { readonly ok: false; readonly scope: 'you' | 'team'; readonly cap: number };

/** What the team's log records of the draw besides who, when and how many. */
export interface DrawDetail {
  readonly physicianIds: readonly string[];
  readonly format?: string;
  readonly fileName?: string;
}

const poolOf = async (d: AllowanceDeps, userId: string): Promise<{ teamId: string; pool: (kind: DailyAllowance) => number } | null> => {
  const link = await d.teams.linkOf(userId);
  const team = link ? await d.teams.get(link.teamId) : null;
  return team ? { teamId: team.id, pool: (kind) => dailyCapOf(d.config, kind) * team.seats } : null;
};

const limitFor = (limits: MemberLimits, kind: DailyAllowance): number | null => (kind === 'reveal' ? limits.reveals : limits.exportRows);

export const drawAllowance = async (d: AllowanceDeps, caller: { id: string; email: string }, kind: DailyAllowance, amount: number, now: Date, detail: DrawDetail): Promise<Drawn> => {
  const team = await poolOf(d, caller.id);
  if (!team) return (await consumeAllowance(d.activity, d.config, caller.id, kind, amount, now)) ? { ok: true, teamId: null } : { ok: false, scope: 'you', cap: dailyCapOf(d.config, kind) };
  const pool = team.pool(kind);
  const memberLimit = limitFor(await d.teamActivity.limitsOf(team.teamId, caller.id), kind);
  // The counters' conditions let any first draw of the day through (no counter yet): a draw larger than a limit is refused here.
  if (memberLimit !== null && amount > memberLimit) return { ok: false, scope: 'you', cap: memberLimit };
  if (amount > pool) return { ok: false, scope: 'team', cap: pool };
  const at = now.toISOString();
  const out = await d.teamActivity.draw({
    teamId: team.teamId,
    day: utcDay(now),
    pool,
    memberLimit,
    entry: { id: `${at}#${randomBytes(6).toString('hex')}`, userId: caller.id, email: caller.email, kind, at, count: amount, physicianIds: detail.physicianIds, redacted: 0, ...(detail.format ? { format: detail.format } : {}), ...(detail.fileName ? { fileName: detail.fileName } : {}) },
  });
  if (out === 'ok') return { ok: true, teamId: team.teamId };
  return out === 'you' ? { ok: false, scope: 'you', cap: memberLimit ?? pool } : { ok: false, scope: 'team', cap: pool };
};

export interface TeamUsage {
  readonly seats: number;
  readonly reveals: Allowance;
  readonly exportRows: Allowance;
  /** The member's own figures: used from the pool today, and what is left for them (their limit or the pool, whichever is less). */
  readonly mine: { readonly reveals: Allowance & { limit: number | null }; readonly exportRows: Allowance & { limit: number | null } };
}

/** The team's figures for the usage answer, or null outside a team. */
export const teamUsageOf = async (d: AllowanceDeps, userId: string, now: Date): Promise<TeamUsage | null> => {
  const link = await d.teams.linkOf(userId);
  const team = link ? await d.teams.get(link.teamId) : null;
  if (!team) return null;
  const day = utcDay(now);
  const limits = await d.teamActivity.limitsOf(team.id, userId);
  const of = async (kind: DailyAllowance) => {
    const cap = dailyCapOf(d.config, kind) * team.seats;
    const [used, mineUsed] = await Promise.all([d.teams.poolUsedOn(team.id, kind, day), d.teamActivity.memberUsedOn(team.id, userId, kind, day)]);
    const teamLeft = Math.max(0, cap - used);
    const limit = limitFor(limits, kind);
    const mine = { used: mineUsed, cap: limit ?? cap, remaining: limit === null ? teamLeft : Math.min(teamLeft, Math.max(0, limit - mineUsed)), limit };
    return { team: { used, cap, remaining: teamLeft }, mine };
  };
  const [reveals, exportRows] = await Promise.all([of('reveal'), of('export')]);
  return { seats: team.seats, reveals: reveals.team, exportRows: exportRows.team, mine: { reveals: reveals.mine, exportRows: exportRows.mine } };
};
