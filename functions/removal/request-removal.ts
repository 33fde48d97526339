import { siteUrlOf } from '../core/config';
import { newRemovalToken, REMOVAL_TOKEN_TTL_HOURS, removalTokenHash } from '../core/removal-token';
import { REMOVAL_REQUEST_MESSAGE, removalRequestInput, removalRequestReceipt } from '../core/schemas/removal';
import { emailHash } from '../core/suppression';
import { accepted, http } from '../http/endpoint';
import { clientKeyOf, limitPerHour } from '../http/client-rate-limit';

const TOO_MANY = 'Too many removal requests. Please try again later.';

/**
 * Remove My Information, step one. The same work and the same answer whether
 * or not the address is in the directory: the link always goes to the
 * address, so only its owner can confirm, and the answer tells nobody
 * whether a profile exists. Confirming also keeps the address out of future
 * imports, which is worth it even when no profile exists yet.
 */
export const requestRemoval = http({ body: removalRequestInput, response: removalRequestReceipt, summary: 'Ask for a removal link by email (202 always)' }, async (input, d) => {
  const email = input.body.email.toLowerCase();
  const limit = d.config.RATE_LIMIT_REMOVALS_PER_HOUR;
  await limitPerHour(d, 'removal-client', clientKeyOf(input), limit, TOO_MANY);
  // Per address too, so nobody can flood someone's inbox from many connections.
  await limitPerHour(d, 'removal-email', emailHash(email), limit, TOO_MANY);

  const now = d.now();
  const token = newRemovalToken();
  const expiresAt = new Date(now.getTime() + REMOVAL_TOKEN_TTL_HOURS * 3600_000).toISOString();
  await d.removals.create({ tokenHash: removalTokenHash(token), email, createdAt: now.toISOString(), expiresAt });
  const link = `${siteUrlOf(d.config)}/confirm-removal?token=${encodeURIComponent(token)}`;
  await d.mailer.send({
    to: email,
    subject: 'Confirm the removal of your information',
    text: [
      'We received a request to remove the information held under this email address from the Physician Directory.',
      '',
      `To confirm, open this link within ${REMOVAL_TOKEN_TTL_HOURS} hours (it works once):`,
      link,
      '',
      'Confirming deletes every profile with this address from our directory and our customers\' lists, and keeps the address out of future updates.',
      'If you did not ask for this, ignore this email: nothing will change.',
    ].join('\n'),
  });
  return accepted({ message: REMOVAL_REQUEST_MESSAGE });
});
