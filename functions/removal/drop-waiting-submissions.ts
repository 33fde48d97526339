import type { Deps } from '../core/deps';
import { CV_KEPT_PREFIX } from '../core/cv';

/**
 * A removal's step for resumes no admin has decided yet (issue 25 item 6):
 * those sent from the address the removal proved, unconfirmed or pending,
 * go with their CV. Only the proven address matches: a resume naming the
 * same NPI from another address is another sender's, and a removal proves
 * nothing about it (an approved one with an NPI that is suppressed meanwhile
 * never reaches the directory: the NPI's profile is removed with the rest).
 *
 * Files first, then the record that names them, so a crash in between is
 * finished by the rerun, which finds the record again: the CV it names (under
 * `uploads/` while unconfirmed, `cv/submission-<id>/` once confirmed), then
 * everything under that prefix (a copy a crash of the confirmation left
 * unnamed included). A submission an admin decided meanwhile is kept here:
 * its profile has the address, so the removal's next step finds and deletes it.
 */
export const dropWaitingSubmissions = async (d: Pick<Deps, 'submissions' | 'cvFiles'>, email: string): Promise<void> => {
  for (const s of await d.submissions.waitingByEmail(email)) {
    if (s.cv) await d.cvFiles.delete(s.cv.key);
    await d.cvFiles.deleteUnder(`${CV_KEPT_PREFIX}submission-${s.id}/`);
    await d.submissions.removeWaiting(s.id);
  }
};
