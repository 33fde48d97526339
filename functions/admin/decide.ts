import type { Deps } from '../core/deps';
import { AppError, notFound } from '../core/errors';
import { keepCv } from '../core/cv';
import { newPhysicianId } from '../core/ids';
import { npiIdentity } from '../core/profile-access';
import type { SubmissionOutcome, SubmissionPublish } from '../core/public-form-ports';
import { type Submission, UNCONFIRMED } from '../core/schemas/submissions';
import { mergeSubmissionInto, physicianFromSubmission } from '../core/submission';
import { emailHash } from '../core/suppression';

export type Decision = 'approve' | 'reject';

const alreadyDecided = (s: Pick<Submission, 'status'>) => new AppError('CONFLICT', `This submission was already ${s.status}.`);

/**
 * What approval writes. With an NPI whose profile is already in the
 * directory (NPPES or a vendor's), that profile takes the submission's facts
 * (issue 25 item 5) instead of a second one being made; a new profile with
 * an NPI claims its identity, so a later import finds it rather than adding one.
 */
const publication = async (d: Deps, s: Submission, at: string): Promise<{ publish: SubmissionPublish; replacedCv: string | null }> => {
  if (!s.npi) return { publish: { record: physicianFromSubmission(s, newPhysicianId(), at) }, replacedCv: null };
  const key = await npiIdentity(d.keyring, s.npi);
  const id = (await d.physicians.idsOfIdentities([key])).get(key);
  const existing = id ? await d.physicians.get(id) : null;
  if (!existing) return { publish: { record: physicianFromSubmission(s, id ?? newPhysicianId(), at), identity: { key, claim: !id } }, replacedCv: null };
  const replacedCv = s.cv && existing.cv ? existing.cv.key : null;
  return { publish: { record: mergeSubmissionInto(existing, s, at), identity: { key, claim: false } }, replacedCv };
};

/**
 * One admin decision. Approval publishes the profile in the same write as
 * the status change (the indexer then makes it searchable); an address that
 * asked to be removed is never published. Deciding twice is a conflict.
 * A rejected submission's CV is deleted: nobody may ever see it.
 */
export const decideSubmission = async (d: Deps, id: string, decision: Decision): Promise<Submission> => {
  for (let attempt = 1; ; attempt++) {
    const current = await d.submissions.get(id);
    // Unconfirmed, its address never proven: not the admins' to see or publish, as if it did not exist.
    if (!current || current.status === UNCONFIRMED) throw notFound('Submission');
    if (current.status !== 'pending') throw alreadyDecided(current);
    const at = d.now().toISOString();
    if (decision === 'approve' && (await d.suppression.has(emailHash(current.email)))) {
      throw new AppError('CONFLICT', 'This email address asked to be removed from the directory, so it cannot be published. Reject the submission instead.');
    }
    if (decision === 'reject') {
      const outcome: SubmissionOutcome = { status: 'rejected', approvedAt: at, cv: null };
      if (!(await d.submissions.decide(id, outcome))) throw alreadyDecided((await d.submissions.get(id)) ?? current);
      if (current.cv) await d.cvFiles.delete(current.cv.key);
      return { ...current, ...outcome, cv: null, merged: false, physicianId: null };
    }
    // Confirmation keeps the CV out of the expiring uploads; one confirmed before that step finished is kept now.
    const cv = current.cv ? await keepCv(d, current.cv, `submission-${id}`) : null;
    if (cv && cv.key !== current.cv?.key) await d.submissions.setCv(id, cv);
    const submission = { ...current, cv };
    const { publish, replacedCv } = await publication(d, submission, at);
    const outcome: SubmissionOutcome = { status: 'approved', approvedAt: at, merged: !!publish.identity && !publish.identity.claim && publish.record.createdAt !== at, cv };
    if (await d.submissions.decide(id, outcome, publish)) {
      if (replacedCv && replacedCv !== cv?.key) await d.cvFiles.delete(replacedCv);
      return { ...submission, ...outcome, merged: outcome.merged ?? false, physicianId: publish.record.id };
    }
    // Lost to another admin (conflict, below) or to an import that wrote the NPI's profile meanwhile (read again).
    const now = await d.submissions.get(id);
    if (now?.status !== 'pending' || attempt >= 3) throw alreadyDecided(now ?? current);
  }
};
