import { newId } from '../core/ids';
import { submissionOf } from '../core/submission';
import { submissionInput, submissionReceipt } from '../core/schemas/submissions';
import { created, http } from '../http/endpoint';
import { clientKeyOf, limitPerHour } from '../http/client-rate-limit';

/** Submit Your Resume: stored as a pending submission for an admin to approve or reject. */
export const submitResume = http({ body: submissionInput, response: submissionReceipt, summary: 'Submit a physician resume for review' }, async (input, d) => {
  await limitPerHour(d, 'submission', clientKeyOf(input), d.config.RATE_LIMIT_SUBMISSIONS_PER_HOUR, 'Too many submissions from this connection. Please try again later.');
  const now = d.now();
  const submission = submissionOf(input.body, newId(now), now.toISOString());
  await d.submissions.create(submission);
  return created({ id: submission.id, status: submission.status, createdAt: submission.createdAt });
});
