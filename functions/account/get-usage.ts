import { AppError } from '../core/errors';
import { usageOf } from '../core/fair-use';
import { type Usage, usage } from '../core/schemas/usage';
import { teamUsageOf } from '../core/team-allowance';
import { http, ok } from '../http/endpoint';

/** What is left today of the reveal and export caps, read from the counters the reveal and export endpoints consume. */
export const getUsage = http({ response: usage, summary: "What is left today of the caller's contact-reveal and export caps (and, in a team, of the team's pool and their own limit)" }, async ({ principal }, d) => {
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  const now = d.now();
  const [own, team] = await Promise.all([usageOf(d.activity, d.config, principal.id, now), teamUsageOf(d, principal.id, now)]);
  if (!team) return ok(own);
  // In a team the pool (and the member's own limit) is what binds: the counters drawn in the same transaction as the team's log.
  const mine = (a: typeof team.mine.reveals) => ({ used: a.used, cap: a.cap, remaining: a.remaining });
  return ok({
    ...own,
    reveals: mine(team.mine.reveals),
    exportRows: mine(team.mine.exportRows),
    team: { seats: team.seats, reveals: team.reveals, exportRows: team.exportRows, limits: { reveals: team.mine.reveals.limit, exportRows: team.mine.exportRows.limit } },
  } satisfies Usage);
});
