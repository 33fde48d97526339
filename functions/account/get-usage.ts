import { AppError } from '../core/errors';
import { usageOf } from '../core/fair-use';
import { type Usage, usage } from '../core/schemas/usage';
import { teamUsageOf } from '../core/team-allowance';
import { http, ok } from '../http/endpoint';

/** What is left today of the reveal and export caps, read from the counters the reveal and export endpoints consume. */
export const getUsage = http({ response: usage, summary: "What is left today of the caller's contact-reveal and export caps (and, in a team, of the team's pool)" }, async ({ principal }, d) => {
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  const now = d.now();
  const [own, team] = await Promise.all([usageOf(d.activity, d.config, principal.id, now), teamUsageOf(d, principal.id, now)]);
  if (!team) return ok(own);
  // In a team the pool is the limit: the member's own figures show what they used and what the team has left.
  const mine = (a: Usage['reveals'], t: Usage['reveals']) => ({ used: a.used, cap: t.cap, remaining: t.remaining });
  return ok({ ...own, reveals: mine(own.reveals, team.reveals), exportRows: mine(own.exportRows, team.exportRows), team } satisfies Usage);
});
