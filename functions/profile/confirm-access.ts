import { AppError } from '../core/errors';
import { mailedTokenHash, newMailedToken } from '../core/mailed-token';
import { PROFILE_SESSION_MINUTES } from '../core/profile-access';
import { PROFILE_TOKEN_ERROR, profileAccessConfirm, profileSession } from '../core/schemas/profile';
import { http, ok } from '../http/endpoint';
import { clientKeyOf, limitPerHour } from '../http/client-rate-limit';

/**
 * The mailed link's button (never on opening the page: mail scanners open
 * links): the link is claimed once, within its 24 hours, and exchanged for a
 * session of PROFILE_SESSION_MINUTES scoped to its one physician; a newer
 * session ends the older one. Unknown, used and expired links get one answer.
 */
export const confirmProfileAccess = http({ errors: ['RATE_LIMITED'], body: profileAccessConfirm, response: profileSession, summary: 'Exchange a mailed profile link for a short session' }, async (input, d) => {
  await limitPerHour(d, 'profile-confirm', clientKeyOf(input), d.config.RATE_LIMIT_REMOVALS_PER_HOUR, 'Too many attempts from this connection. Please try again later.');
  const now = d.now();
  const claim = await d.profileAccess.claimLink(mailedTokenHash(input.body.token), now);
  if (!claim) throw new AppError('VALIDATION', PROFILE_TOKEN_ERROR, { token: [PROFILE_TOKEN_ERROR] });
  const session = newMailedToken();
  const validUntil = new Date(now.getTime() + PROFILE_SESSION_MINUTES * 60_000).toISOString();
  await d.profileAccess.openSession({ sessionHash: mailedTokenHash(session), physicianId: claim.physicianId, via: claim.via, createdAt: now.toISOString(), validUntil });
  await d.profileLedger.log(claim.physicianId, { at: now.toISOString(), action: 'session_opened', field: null, via: claim.via });
  return ok({ session, validUntil });
});
