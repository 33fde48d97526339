import { notFound } from '../core/errors';
import { memberLimits, memberLimitsBody, teamLimits } from '../core/schemas/team-activity';
import { memberParams } from '../core/schemas/teams';
import { http, ok } from '../http/endpoint';
import { notInDemo, requireRole, teamOf } from './context';

/**
 * Issue 26 item 3: a member's own daily limits within the team's pool, set
 * by the owner or an admin; enforced in the pool's transaction
 * (teamActivity.draw). Only members of the caller's own team can be named.
 */

export const getTeamLimits = http({ errors: ['NOT_FOUND', 'FORBIDDEN'], response: teamLimits, summary: "Every member's own daily limits (owner, admin)" }, async ({ principal }, d) => {
  const ctx = requireRole(await teamOf(d, principal), 'admin');
  const items = await Promise.all(ctx.state.members.map(async (m) => ({ userId: m.userId, ...(await d.teamActivity.limitsOf(ctx.state.team.id, m.userId)) })));
  return ok({ items });
});

export const setMemberLimits = http({ errors: ['NOT_FOUND', 'FORBIDDEN', 'DEMO_RESTRICTED'], params: memberParams, body: memberLimitsBody, response: memberLimits, summary: "Set or clear a member's own daily limits of reveals and exported rows (owner, admin)" }, async ({ principal, params, body }, d) => {
  const ctx = requireRole(await teamOf(d, principal), 'admin');
  notInDemo(ctx.principal);
  const target = ctx.state.members.find((m) => m.userId === params.userId);
  if (!target || !(await d.teamActivity.setLimits(ctx.state.team.id, target.userId, body))) throw notFound('Member');
  return ok({ userId: target.userId, reveals: body.reveals, exportRows: body.exportRows });
});
