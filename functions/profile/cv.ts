import { applyChange } from '../core/apply-profile-change';
import { checkCvUpload, issueCvUpload, keepCv } from '../core/cv';
import { dropCv, profileCvOwner } from '../core/cv-owner';
import { cvOnFile, cvOnFileOf, cvUploadRequest, cvUploadTicket, profileCvRequest } from '../core/schemas/cv';
import type { StoredCv } from '../core/schemas/cv';
import { limitPerHour } from '../http/client-rate-limit';
import { created, http, noContent, ok } from '../http/endpoint';
import { profileSessionHeaders, profileSessionOf } from '../http/profile-session';
import { recordOf } from './profile-view';

/** Per profile: a real CV is sent once or twice; more in an hour is someone filling the bucket. */
const CV_UPLOADS_PER_HOUR = 10;

/** Issue 25 item 5: a presigned PUT for the physician's own CV, as the resume form's (submissions/cv-upload.ts), behind the mailed proof. */
export const createProfileCvUpload = http({ status: 201, headers: profileSessionHeaders, errors: ['RATE_LIMITED'], body: cvUploadRequest, response: cvUploadTicket, summary: 'A presigned PUT for your CV (PDF or DOCX, at most 5 MB; profile session)' }, async (input, d) => {
  const session = await profileSessionOf(input, d);
  await limitPerHour(d, 'profile-cv', session.physicianId, CV_UPLOADS_PER_HOUR, 'Too many uploads for this profile. Please try again later.');
  return created(await issueCvUpload(d, input.body));
});

/**
 * Keeps an upload as the physician's CV: its bytes are checked (a PDF or a
 * DOCX of at most 5 MB, whatever its name), it moves under the profile's own
 * prefix, the profile names it (logged) and only then is a previous CV's
 * file deleted. Answers what recruiters will be offered, never the key.
 */
export const putProfileCv = http({ headers: profileSessionHeaders, errors: ['NOT_FOUND', 'CONFLICT'], body: profileCvRequest, response: cvOnFile, summary: 'Keep an uploaded file as your CV, replacing any previous one (profile session)' }, async (input, d) => {
  const session = await profileSessionOf(input, d);
  const record = await recordOf(d, session);
  const checked = await checkCvUpload(d, input.body.uploadId, record.fullName, 'uploadId');
  const kept = await keepCv(d, checked, profileCvOwner(record.id));
  let replaced: StoredCv | undefined;
  await applyChange(d, record.id, (current) => {
    replaced = current.cv;
    const at = d.now().toISOString();
    return { after: { ...current, cv: kept, updatedAt: at }, entries: [{ at, action: current.cv ? 'cv_replaced' : 'cv_uploaded', field: null, via: session.via }] };
  });
  if (replaced && replaced.key !== kept.key) await dropCv(d, replaced);
  return ok(cvOnFileOf(kept));
});

/** Deletes the CV: the profile stops naming it (logged), then its file goes. Nothing on file is no error. */
export const deleteProfileCv = http({ status: 204, headers: profileSessionHeaders, errors: ['NOT_FOUND', 'CONFLICT'], summary: 'Delete your CV (profile session)' }, async (input, d) => {
  const session = await profileSessionOf(input, d);
  let removed: StoredCv | undefined;
  await applyChange(d, session.physicianId, (current) => {
    removed = current.cv;
    if (!current.cv) return null;
    const at = d.now().toISOString();
    const { cv: _cv, ...rest } = current;
    return { after: { ...rest, updatedAt: at }, entries: [{ at, action: 'cv_deleted', field: null, via: session.via }] };
  });
  if (removed) await dropCv(d, removed);
  return noContent();
});
