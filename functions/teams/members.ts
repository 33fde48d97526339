import { AppError, notFound } from '../core/errors';
import { handOverQuery, memberParams, roleBody, teamView } from '../core/schemas/teams';
import { http, noContent, ok } from '../http/endpoint';
import { notInDemo, requireRole, teamOf } from './context';
import { teamViewOf } from './team-view';
import { handOverWork, receiverOf } from './hand-over-work';

/**
 * Deactivation frees the seat and removes the member's link in one
 * transaction; every request reads that link, so their access to the team
 * (and the team's plan) ends at their next request. Admins deactivate
 * members; the owner deactivates admins too; nobody deactivates the owner.
 * Their lists and saved searches go first to `handTo` (an admin) or the owner.
 */
export const deactivateMember = http(
  { status: 204, errors: ['NOT_FOUND', 'FORBIDDEN', 'DEMO_RESTRICTED'], params: memberParams, query: handOverQuery, summary: 'Deactivate a member: their lists and saved searches go to an admin (handTo) or the owner, their seat is freed, their access ends (owner, admin)' },
  async ({ principal, params, query }, d) => {
  const ctx = requireRole(await teamOf(d, principal), 'admin');
  notInDemo(ctx.principal);
  const target = ctx.state.members.find((m) => m.userId === params.userId);
  if (!target) throw notFound('Member');
  if (target.role === 'owner') throw new AppError('FORBIDDEN', 'The owner cannot be deactivated');
  if (target.role === 'admin' && ctx.me.role !== 'owner') throw new AppError('FORBIDDEN', 'Only the owner can deactivate an admin');
  await handOverWork(d, target.userId, receiverOf(ctx.state, target.userId, query.handTo));
  if (!(await d.teams.deactivate(ctx.state.team.id, target.userId))) throw notFound('Member');
  return noContent();
  },
);

export const setMemberRole = http({ errors: ['NOT_FOUND', 'FORBIDDEN', 'DEMO_RESTRICTED'], params: memberParams, body: roleBody, response: teamView, summary: "Make a member an admin or an admin a member (owner)" }, async ({ principal, params, body }, d) => {
  const ctx = requireRole(await teamOf(d, principal), 'owner');
  notInDemo(ctx.principal);
  const target = ctx.state.members.find((m) => m.userId === params.userId);
  if (!target) throw notFound('Member');
  if (target.role === 'owner') throw new AppError('FORBIDDEN', "The owner's role cannot change");
  if (!(await d.teams.setRole(ctx.state.team.id, target.userId, body.role))) throw notFound('Member');
  return ok(teamViewOf(await teamOf(d, principal), d.now()));
});
