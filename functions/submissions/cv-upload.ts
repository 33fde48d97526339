import { issueCvUpload } from '../core/cv';
import { cvUploadRequest, cvUploadTicket } from '../core/schemas/cv';
import { created, http } from '../http/endpoint';
import { clientKeyOf, limitPerHour } from '../http/client-rate-limit';

/**
 * A presigned PUT for the resume form's CV (issue 25 item 5): the file goes
 * straight to the private bucket, under a fresh key that only this answer
 * names. Nothing is kept unless a submission names the upload and its bytes
 * pass the check; an unclaimed upload expires with its prefix.
 */
export const createCvUpload = http({ status: 201, errors: ['RATE_LIMITED'], body: cvUploadRequest, response: cvUploadTicket, summary: 'A presigned PUT for the CV of a resume submission (PDF or DOCX, at most 5 MB)' }, async (input, d) => {
  await limitPerHour(d, 'cv-upload', clientKeyOf(input), d.config.RATE_LIMIT_SUBMISSIONS_PER_HOUR, 'Too many uploads from this connection. Please try again later.');
  return created(await issueCvUpload(d, input.body));
});
