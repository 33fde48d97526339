import type { OutgoingMail } from '../core/public-form-ports';
import { MAILED_TOKEN_TTL_HOURS } from '../core/mailed-token';
import type { Submission } from '../core/schemas/submissions';

/**
 * The mail that proves the submitted address. It says what would be
 * published, so the owner can tell whether it was them, and nothing beyond
 * what the form itself carried.
 */
export const confirmationMail = (s: Submission, link: string): OutgoingMail => ({
  to: s.email,
  subject: 'Confirm your resume submission',
  text: [
    'We received a resume for the Physician Directory with this email address:',
    '',
    `  Name: ${[s.firstName, s.middleName, s.lastName].filter(Boolean).join(' ')}`,
    `  Title: ${s.title}`,
    `  Specialty: ${s.specialty}`,
    `  Company: ${s.companyName}`,
    `  Location: ${s.location}`,
    '',
    `To confirm that you sent it, open this link within ${MAILED_TOKEN_TTL_HOURS} hours and press "Confirm my submission" (the link works once):`,
    link,
    '',
    'Nothing is published until you confirm and an administrator approves the submission.',
    `If you did not submit this, ignore this email: the submission is deleted after ${MAILED_TOKEN_TTL_HOURS} hours and nothing is published.`,
  ].join('\n'),
});
