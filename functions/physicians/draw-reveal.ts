import type { Deps } from '../core/deps';
import { DAY_SECONDS, rateLimited, secondsLeftInWindow } from '../core/errors';
import { drawAllowance } from '../core/team-allowance';

/**
 * One contact reveal drawn from the caller's (or their team's) daily
 * allowance and logged against the physician. A CV link is a reveal too, so
 * both routes spend and refuse alike.
 */
export const drawReveal = async (d: Deps, caller: { id: string; email: string }, physicianId: string, now: Date): Promise<void> => {
  const drawn = await drawAllowance(d, caller, 'reveal', 1, now, { physicianIds: [physicianId] });
  if (!drawn.ok) {
    const whose = drawn.scope === 'team' ? "Your team has reached today's limit of" : "You have reached your daily limit of";
    throw rateLimited(`${whose} ${drawn.cap} contact reveals. It resets at midnight UTC.`, secondsLeftInWindow(now, DAY_SECONDS));
  }
  await d.activity.logReveal({ userId: caller.id, physicianId, at: now.toISOString() });
};
