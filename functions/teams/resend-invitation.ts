import { AppError, notFound } from '../core/errors';
import { mailedTokenHash, newMailedToken } from '../core/mailed-token';
import { invitationParams, invitationSent } from '../core/schemas/teams';
import { http, ok } from '../http/endpoint';
import { notInDemo, requireRole, teamOf } from './context';
import { invitationValidUntil, mailInvitation } from './invitation-mail';

/** A new link, valid 7 days from now; the old link stops working in the same transaction. */
export const resendInvitation = http({ errors: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'DEMO_RESTRICTED'], params: invitationParams, response: invitationSent, summary: 'Mail a pending invitation again with a new link (owner, admin)' }, async ({ principal, params }, d) => {
  const ctx = requireRole(await teamOf(d, principal), 'admin');
  notInDemo(ctx.principal);
  // Looked up in the caller's team only: another team's invitation id is simply not found.
  if (!ctx.state.invitations.some((i) => i.id === params.id)) throw notFound('Invitation');
  const now = d.now();
  const token = newMailedToken();
  const inv = await d.teams.reissue(ctx.state.team.id, params.id, mailedTokenHash(token), invitationValidUntil(now));
  if (!inv) throw new AppError('CONFLICT', 'This invitation was accepted, revoked or resent meanwhile');
  await mailInvitation(d, ctx.state.team, inv.email, ctx.principal.email, token);
  return ok({ id: inv.id, email: inv.email, role: inv.role, createdAt: inv.createdAt, validUntil: inv.validUntil });
});
