import { AppError } from '../core/errors';
import { keepCv } from '../core/cv';
import { mailedTokenHash } from '../core/mailed-token';
import { SUBMISSION_CONFIRMED_MESSAGE, SUBMISSION_TOKEN_ERROR, submissionConfirmInput, submissionConfirmResult } from '../core/schemas/submissions';
import { http, ok } from '../http/endpoint';
import { clientKeyOf, limitPerHour } from '../http/client-rate-limit';

/**
 * The mailed link's button: proves the submitted address, once, within 24 h,
 * and only then puts the submission in the admins' queue. Unknown, used and
 * expired tokens get one and the same answer. A second click is refused as
 * used: telling "already confirmed" apart would need the used token kept
 * readable, for little gain (the page shows the first success).
 */
export const confirmSubmission = http({ errors: ['RATE_LIMITED'], body: submissionConfirmInput, response: submissionConfirmResult, summary: 'Confirm a resume submission with the mailed token' }, async (input, d) => {
  await limitPerHour(d, 'submission-confirm', clientKeyOf(input), d.config.RATE_LIMIT_SUBMISSIONS_PER_HOUR, 'Too many confirmations from this connection. Please try again later.');
  const id = await d.submissions.confirm(mailedTokenHash(input.body.token), d.now());
  if (!id) throw new AppError('VALIDATION', SUBMISSION_TOKEN_ERROR, { token: [SUBMISSION_TOKEN_ERROR] });
  // Confirmed: its CV leaves the expiring uploads (approval does this too, should this step not finish).
  const s = await d.submissions.get(id);
  if (s?.cv) {
    const kept = await keepCv(d, s.cv, `submission-${id}`);
    if (kept.key !== s.cv.key) await d.submissions.setCv(id, kept);
  }
  return ok({ confirmed: true, message: SUBMISSION_CONFIRMED_MESSAGE });
});
