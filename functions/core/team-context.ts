import { isDemo } from './access';
import type { Deps } from './deps';
import { AppError, notFound } from './errors';
import type { Principal } from './principal';
import type { TeamRole } from './schemas/teams';
import type { InvitationRecord, TeamMemberRecord, TeamRecord, TeamState } from './team-ports';

export interface TeamContext {
  readonly principal: Principal;
  readonly state: TeamState;
  readonly me: TeamMemberRecord;
}

export const signedIn = (p: Principal | null): Principal => {
  if (!p) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  return p;
};

export const notInDemo = (p: Principal): Principal => {
  if (isDemo(p)) throw new AppError('DEMO_RESTRICTED', 'Teams are disabled in demo mode');
  return p;
};

/**
 * The caller's team, read on every request (strongly consistent): the team id
 * never comes from the request, so no path or body can reach another team, and
 * a deactivated member has none at the very next call.
 */
export const teamOf = async (d: Deps, p: Principal | null): Promise<TeamContext> => {
  const principal = signedIn(p);
  const link = await d.teams.linkOf(principal.id);
  const state = link ? await d.teams.stateOf(link.teamId) : null;
  const me = state?.members.find((m) => m.userId === principal.id);
  if (!state || !me) throw notFound('Team');
  return { principal, state, me };
};

const rank: Record<TeamRole, number> = { member: 0, admin: 1, owner: 2 };

/** Owner and admins manage invitations and members; only the owner changes seats and roles. */
export const requireRole = (ctx: TeamContext, least: 'admin' | 'owner'): TeamContext => {
  if (rank[ctx.me.role] < rank[least]) throw new AppError('FORBIDDEN', least === 'owner' ? 'Only the team owner can do this' : 'Only the team owner and admins can do this');
  return ctx;
};

export const liveInvitations = (state: TeamState, now: Date): InvitationRecord[] => state.invitations.filter((i) => i.validUntil > now.toISOString());

/** Members plus live invitations: what an invitation would add to. */
export const seatsHeld = (state: TeamState, now: Date): number => state.team.members + liveInvitations(state, now).length;

/** A new team owned by `p`, who takes its first seat; `seats` paid for (1 until a team plan's checkout is paid). */
export const newTeamRecords = (p: Principal, input: { id: string; name: string; domain: string | null; seats: number }, at: string): [TeamRecord, TeamMemberRecord] => [
  { id: input.id, name: input.name, domain: input.domain, ownerId: p.id, seats: input.seats, members: 1, createdAt: at },
  { userId: p.id, email: p.email.toLowerCase(), role: 'owner', joinedAt: at },
];
