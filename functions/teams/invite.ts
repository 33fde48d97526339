import { AppError } from '../core/errors';
import { mailedTokenHash, newMailedToken } from '../core/mailed-token';
import { invitationSent, inviteBody } from '../core/schemas/teams';
import { created, http } from '../http/endpoint';
import { notInDemo, requireRole, seatsHeld, teamOf } from './context';
import { invitationIdOf, invitationValidUntil, mailInvitation } from './invitation-mail';

/**
 * Mails a single-use link (only its hash is kept) valid 7 days. Refused with
 * 409 when every paid seat is taken or invited (the exact guard is at accept,
 * where the member counter may not pass the seats), for an address outside
 * the team's domain (400) and for a member or a live invitation already (409).
 */
export const inviteMember = http({ status: 201, errors: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'DEMO_RESTRICTED'], body: inviteBody, response: invitationSent, summary: 'Invite someone to the team by email (owner, admin)' }, async ({ principal, body }, d) => {
  const ctx = requireRole(await teamOf(d, principal), 'admin');
  notInDemo(ctx.principal);
  const { team } = ctx.state;
  const now = d.now();
  if (team.domain && body.email.split('@')[1] !== team.domain) {
    throw new AppError('VALIDATION', `Invitations of this team go to @${team.domain} addresses only`, { email: [`Use an @${team.domain} address`] });
  }
  if (ctx.state.members.some((m) => m.email === body.email)) throw new AppError('CONFLICT', 'This address is a member of the team already');
  // More members than paid seats: the portal lowered the team plan's quantity (the webhook removes nobody).
  if (team.members > team.seats) throw new AppError('CONFLICT', `${team.members} members use ${team.seats} paid seats: add seats or deactivate a member first`, { seats: ['No free seat'] });
  if (seatsHeld(ctx.state, now) >= team.seats) {
    throw new AppError('CONFLICT', `All ${team.seats} seats are taken or invited: add seats or revoke an invitation first`, { seats: ['No free seat'] });
  }
  const token = newMailedToken();
  const invitation = { id: invitationIdOf(team.id, body.email), teamId: team.id, email: body.email, role: body.role, tokenHash: mailedTokenHash(token), createdAt: now.toISOString(), validUntil: invitationValidUntil(now) };
  if (!(await d.teams.invite(invitation, now))) throw new AppError('CONFLICT', 'This address has a pending invitation: resend it instead');
  await mailInvitation(d, team, body.email, ctx.principal.email, token);
  return created({ id: invitation.id, email: invitation.email, role: invitation.role, createdAt: invitation.createdAt, validUntil: invitation.validUntil });
});
