import { notFound } from '../core/errors';
import { invitationParams } from '../core/schemas/teams';
import { http, noContent } from '../http/endpoint';
import { notInDemo, requireRole, teamOf } from './context';

/** The link stops working at once and its seat is free again. */
export const revokeInvitation = http({ status: 204, errors: ['NOT_FOUND', 'FORBIDDEN', 'DEMO_RESTRICTED'], params: invitationParams, summary: 'Revoke a pending invitation (owner, admin)' }, async ({ principal, params }, d) => {
  const ctx = requireRole(await teamOf(d, principal), 'admin');
  notInDemo(ctx.principal);
  if (!ctx.state.invitations.some((i) => i.id === params.id) || !(await d.teams.revoke(ctx.state.team.id, params.id))) throw notFound('Invitation');
  return noContent();
});
