import { AppError } from '../core/errors';
import { mailedTokenHash } from '../core/mailed-token';
import { acceptInvitationBody, acceptedInvitation } from '../core/schemas/teams';
import type { AcceptOutcome } from '../core/team-ports';
import { http, ok } from '../http/endpoint';
import { notInDemo, signedIn } from './context';

const refusals: Record<Exclude<AcceptOutcome, { ok: true }>['reason'], AppError> = {
  unknown: new AppError('VALIDATION', 'This invitation link is not valid: it was revoked, replaced by a newer one, or mistyped', { token: ['Not a live invitation'] }),
  expired: new AppError('VALIDATION', 'This invitation has expired: ask the team for a new one', { token: ['Expired'] }),
  used: new AppError('CONFLICT', 'This invitation has been used already'),
  // The link proves the address only with the account that owns it: a forwarded link does not give a seat.
  wrong_email: new AppError('FORBIDDEN', 'This invitation is for another email address: sign in with the invited address'),
  in_a_team: new AppError('CONFLICT', 'You are in a team already: a user belongs to one team at a time'),
  seats_full: new AppError('CONFLICT', 'Every seat of this team is taken: ask the team owner to add a seat'),
};

/** Joins the caller to the invitation's team, when signed in with the invited address (cognito-verified). */
export const acceptInvitation = http({ errors: ['CONFLICT', 'FORBIDDEN', 'DEMO_RESTRICTED'], body: acceptInvitationBody, response: acceptedInvitation, summary: 'Accept a team invitation (signed in with the invited email)' }, async ({ principal, body }, d) => {
  const p = notInDemo(signedIn(principal));
  const out = await d.teams.accept(mailedTokenHash(body.token), { id: p.id, email: p.email }, d.now());
  if (!out.ok) throw refusals[out.reason];
  return ok({ teamId: out.team.id, name: out.team.name, role: out.role });
});
