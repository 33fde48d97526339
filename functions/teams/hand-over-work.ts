import type { Deps } from '../core/deps';
import { notFound } from '../core/errors';
import type { TeamState } from '../core/team-ports';

/**
 * Who receives a leaving member's lists and saved searches (issue 26 item 4):
 * the admin or owner named, else the team's owner. Another team's id, a plain
 * member or the leaver themselves is a 404 on `handTo`, as a member that is
 * not in the team.
 */
export const receiverOf = (state: TeamState, leaving: string, handTo: string | undefined): string => {
  if (handTo === undefined) return state.team.ownerId;
  const to = state.members.find((m) => m.userId === handTo && m.userId !== leaving && (m.role === 'admin' || m.role === 'owner'));
  if (!to) throw notFound('Admin to hand the work to');
  return to.userId;
};

/**
 * Hands the leaver's lists (private ones too: they hold the team's candidates)
 * and saved searches to `to` BEFORE their membership ends: a stop half-way
 * leaves them a member, so the same deactivation or leave, asked again,
 * resumes the handover (each store step is idempotent) and then ends it.
 */
export const handOverWork = async (d: Deps, from: string, to: string): Promise<void> => {
  await d.lists.handOver(from, to);
  await d.savedSearches.handOver(from, to);
};
