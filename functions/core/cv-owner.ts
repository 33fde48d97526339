import type { Deps } from './deps';
import { CV_KEPT_PREFIX } from './cv';
import type { StoredCv } from './schemas/cv';

/**
 * Whose a kept CV is, by its key: `cv/profile-<physicianId>/…` for one the
 * physician uploaded on their page, `cv/submission-<id>/…` for one that came
 * with a resume (and, once approved, is the profile's too: same object).
 */
export const profileCvOwner = (physicianId: string): string => `profile-${physicianId}`;
export const profileCvPrefix = (physicianId: string): string => `${CV_KEPT_PREFIX}${profileCvOwner(physicianId)}/`;
const SUBMISSION_KEY = /^cv\/submission-([^/]+)\//;

/**
 * Deletes a CV's object, then the submission's link to it when the object
 * came with a resume: object first, so a crash in between leaves at worst a
 * link to nothing (the caller's record still names the CV, and running this
 * again finishes), never a file nobody points at.
 */
export const dropCv = async (d: Pick<Deps, 'cvFiles' | 'submissions'>, cv: StoredCv): Promise<void> => {
  await d.cvFiles.delete(cv.key);
  const submissionId = SUBMISSION_KEY.exec(cv.key)?.[1];
  if (!submissionId) return;
  const s = await d.submissions.get(submissionId);
  if (s?.cv?.key === cv.key) await d.submissions.setCv(s.id, null);
};
