import { AppError, notFound } from '../core/errors';
import { teamView, transferOwnershipBody } from '../core/schemas/teams';
import { http, noContent, ok } from '../http/endpoint';
import { notInDemo, requireRole, teamOf } from './context';
import { teamViewOf } from './team-view';
import { handOverWork, receiverOf } from './hand-over-work';

/**
 * Item 4: the owner hands the team to one of its admins (confirmed in the
 * body); the roles swap and every member's link names the new owner in one
 * transaction, so a team never has no owner or two. A user id outside the
 * caller's team is 404, as if it did not exist.
 */
export const transferOwnership = http(
  { errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'DEMO_RESTRICTED'], body: transferOwnershipBody, response: teamView, summary: 'Hand the team to an admin (owner); the owner becomes an admin' },
  async ({ principal, body }, d) => {
    const ctx = requireRole(await teamOf(d, principal), 'owner');
    notInDemo(ctx.principal);
    const target = ctx.state.members.find((m) => m.userId === body.userId);
    if (!target) throw notFound('Member');
    if (target.role !== 'admin') throw new AppError('CONFLICT', 'Only an admin can become the owner: make them an admin first', { userId: ['Not an admin'] });
    const ids = ctx.state.members.map((m) => m.userId);
    if (!(await d.teams.transferOwnership(ctx.state.team.id, ctx.me.userId, target.userId, ids))) throw new AppError('CONFLICT', 'The team changed meanwhile; please try again');
    return ok(teamViewOf(await teamOf(d, principal), d.now()));
  },
);

/** Anyone but the owner leaves (their lists and saved searches go to the owner, their seat is freed, as a deactivation does); the owner hands the team over first. */
export const leaveTeam = http({ status: 204, errors: ['NOT_FOUND', 'CONFLICT', 'DEMO_RESTRICTED'], summary: 'Leave your team; your lists and saved searches go to its owner (not the owner: hand it over first)' }, async ({ principal }, d) => {
  const ctx = await teamOf(d, principal);
  notInDemo(ctx.principal);
  if (ctx.me.role === 'owner') throw new AppError('CONFLICT', 'You own this team: hand it to an admin before you leave');
  await handOverWork(d, ctx.me.userId, receiverOf(ctx.state, ctx.me.userId, undefined));
  if (!(await d.teams.deactivate(ctx.state.team.id, ctx.me.userId))) throw notFound('Team');
  return noContent();
});
