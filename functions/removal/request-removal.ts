import { siteUrlOf } from '../core/config';
import type { Deps } from '../core/deps';
import { newRemovalNonce, REMOVAL_RESEND_GAP_MINUTES, REMOVAL_TOKEN_TTL_HOURS, removalAddressKey, removalTokenHash, removalTokenOf } from '../core/removal-token';
import { REMOVAL_REQUEST_MESSAGE, removalRequestInput, removalRequestReceipt } from '../core/schemas/removal';
import { emailHash } from '../core/suppression';
import { accepted, http } from '../http/endpoint';
import { clientKeyOf, limitPerHour } from '../http/client-rate-limit';

const TOO_MANY = 'Too many removal requests. Please try again later.';
const HOUR = 3600;

/**
 * Remove My Information, step one. The same work and the same answer whether
 * or not the address is in the directory, and whether this is a first or a
 * repeat request: the link always goes to the address, so only its owner can
 * confirm, and the answer tells nobody whether a profile exists.
 *
 * An address has at most one live link. A repeat request while it is live
 * mails that same link again (at most once per REMOVAL_RESEND_GAP_MINUTES)
 * and counts against nothing but the caller's own limit, so strangers asking
 * for someone's address can neither use up the owner's quota nor flood the
 * inbox. Only new links count against the address's hourly quota, and past
 * it the request is dropped silently: never a 429 for others' requests.
 */
export const requestRemoval = http({ status: 202, errors: ['RATE_LIMITED'], body: removalRequestInput, response: removalRequestReceipt, summary: 'Ask for a removal link by email (202 always)' }, async (input, d) => {
  const email = input.body.email.toLowerCase();
  await limitPerHour(d, 'removal-client', clientKeyOf(input), d.config.RATE_LIMIT_REMOVALS_PER_HOUR, TOO_MANY);
  const addressKey = await removalAddressKey(d.keyring, email);
  // A second round only when a concurrent request made the address's link between our read and our write.
  for (let round = 0; round < 2; round++) {
    if (await sendLink(d, email, addressKey)) break;
  }
  return accepted({ message: REMOVAL_REQUEST_MESSAGE });
});

/** Re-sends the live link or makes a new one; false when another request made one meanwhile. */
const sendLink = async (d: Deps, email: string, addressKey: string): Promise<boolean> => {
  const now = d.now();
  const link = await d.removals.linkOf(addressKey);
  if (link && !link.claimed && link.validUntil > now.toISOString()) {
    const notBefore = new Date(now.getTime() - REMOVAL_RESEND_GAP_MINUTES * 60_000);
    if (await d.removals.noteResend(addressKey, link.nonce, now, notBefore)) await mailLink(d, email, await removalTokenOf(d.keyring, link.nonce));
    return true;
  }
  // Per address too, so nobody can flood an inbox with new links from many connections.
  if (!(await d.rateLimiter.consume(`removal-email#${emailHash(email)}`, d.config.RATE_LIMIT_REMOVALS_PER_HOUR, HOUR, now))) return true;
  const nonce = newRemovalNonce();
  const token = await removalTokenOf(d.keyring, nonce);
  const expiresAt = new Date(now.getTime() + REMOVAL_TOKEN_TTL_HOURS * 3600_000).toISOString();
  const made = await d.removals.create({ tokenHash: removalTokenHash(token), email, createdAt: now.toISOString(), expiresAt }, { addressKey, nonce, replaces: link?.nonce ?? null });
  if (made) await mailLink(d, email, token);
  return made;
};

const mailLink = (d: Deps, email: string, token: string): Promise<void> =>
  d.mailer.send({
    to: email,
    subject: 'Confirm the removal of your information',
    text: [
      'We received a request to remove the information held under this email address from the Physician Directory.',
      '',
      `To confirm, open this link within ${REMOVAL_TOKEN_TTL_HOURS} hours of the first request and press "Remove my information" (it works once):`,
      `${siteUrlOf(d.config)}/confirm-removal?token=${encodeURIComponent(token)}`,
      '',
      'Confirming deletes every profile with this address from our directory and our customers\' lists, and keeps the address out of future updates.',
      'If you did not ask for this, ignore this email: nothing will change.',
    ].join('\n'),
  });
