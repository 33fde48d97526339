import { createHash } from 'node:crypto';
import { siteUrlOf } from '../core/config';
import type { Deps } from '../core/deps';
import { INVITATION_TTL_DAYS } from '../core/schemas/teams';
import type { TeamRecord } from '../core/team-ports';

/** One id per address and team, so an address has one live invitation; opaque (a hash), never the address. */
export const invitationIdOf = (teamId: string, email: string): string => createHash('sha256').update(`${teamId}\n${email.toLowerCase()}`).digest('base64url').slice(0, 22);

export const invitationValidUntil = (now: Date): string => new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000).toISOString();

export const mailInvitation = async (d: Deps, team: TeamRecord, to: string, inviter: string, token: string): Promise<void> => {
  await d.mailer.send({
    to,
    subject: `Join ${team.name} on the Physician Directory`,
    text: [
      `${inviter} invited you to join the team "${team.name}" on the Physician Directory.`,
      '',
      `Sign in (or create an account) with this email address, ${to}, then open this link within ${INVITATION_TTL_DAYS} days to join. It works once:`,
      '',
      `${siteUrlOf(d.config)}/team/join?token=${encodeURIComponent(token)}`,
      '',
      'If you did not expect this, ignore this email: nothing happens unless you open the link.',
    ].join('\n'),
  });
};
