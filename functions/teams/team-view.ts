import type { TeamView } from '../core/schemas/teams';
import type { TeamContext } from './context';
import { liveInvitations } from './context';

const order = { owner: 0, admin: 1, member: 2 } as const;

export const teamViewOf = ({ state, me }: TeamContext, now: Date): TeamView => {
  const manager = me.role !== 'member';
  const pending = liveInvitations(state, now);
  return {
    id: state.team.id,
    name: state.team.name,
    domain: state.team.domain,
    role: me.role,
    seats: { paid: state.team.seats, used: state.team.members, pending: pending.length, billed: state.team.billing !== undefined },
    members: [...state.members].sort((a, b) => order[a.role] - order[b.role] || a.email.localeCompare(b.email)).map((m) => ({ userId: m.userId, email: m.email, role: m.role, joinedAt: m.joinedAt })),
    // Expired invitations are listed too (to resend), never their token hash.
    invitations: manager ? state.invitations.map((i) => ({ id: i.id, email: i.email, role: i.role, createdAt: i.createdAt, validUntil: i.validUntil })) : [],
  };
};
