import { siteUrlOf } from '../core/config';
import { checkCvUpload } from '../core/cv';
import { newId } from '../core/ids';
import { mailedTokenHash, mailedTokenValidUntil, newMailedToken } from '../core/mailed-token';
import { submissionOf } from '../core/submission';
import { submissionInput, submissionReceipt } from '../core/schemas/submissions';
import { emailHash } from '../core/suppression';
import { created, http } from '../http/endpoint';
import { clientKeyOf, limitPerHour } from '../http/client-rate-limit';
import { confirmationMail } from './confirmation-mail';

/**
 * Submit Your Resume. Anyone can type anyone's address, so the submission is
 * held, unconfirmed, until that address confirms through the mailed link;
 * only then does it reach the admins' queue. An address that asked to be
 * removed gets no mail and nothing is kept, yet the answer is the same, so
 * it tells nobody whether the address is on the removal list. Likewise past
 * the hourly limit per address: many connections cannot flood one inbox, and
 * a silent drop (not a 429) tells nobody that the address was used.
 */
export const submitResume = http({ status: 201, errors: ['RATE_LIMITED'], body: submissionInput, response: submissionReceipt, summary: 'Submit a physician resume; held until its email address confirms the mailed link' }, async (input, d) => {
  await limitPerHour(d, 'submission', clientKeyOf(input), d.config.RATE_LIMIT_SUBMISSIONS_PER_HOUR, 'Too many submissions from this connection. Please try again later.');
  const now = d.now();
  const f = input.body;
  // The file is checked before anything else, so a refused one is a 400 whoever the address belongs to.
  const cv = f.cvUploadId ? await checkCvUpload(d, f.cvUploadId, [f.firstName, f.lastName].join(' ')) : null;
  const submission = submissionOf(f, newId(now), now.toISOString(), cv);
  const receipt = created({ id: submission.id, status: submission.status, createdAt: submission.createdAt });
  const address = emailHash(submission.email);
  const dropped = (await d.suppression.has(address)) || !(await d.rateLimiter.consume(`submission-email#${address}`, d.config.RATE_LIMIT_SUBMISSIONS_PER_HOUR, 3600, now));
  if (dropped) {
    if (cv) await d.cvFiles.delete(cv.key);
    return receipt;
  }

  const token = newMailedToken();
  await d.submissions.create(submission, { tokenHash: mailedTokenHash(token), validUntil: mailedTokenValidUntil(now).toISOString() });
  await d.mailer.send(confirmationMail(submission, `${siteUrlOf(d.config)}/confirm-submission?token=${encodeURIComponent(token)}`));
  return receipt;
});
