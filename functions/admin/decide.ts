import type { Deps } from '../core/deps';
import { AppError, notFound } from '../core/errors';
import { newPhysicianId } from '../core/ids';
import { type Submission, UNCONFIRMED } from '../core/schemas/submissions';
import { physicianFromSubmission } from '../core/submission';
import { emailHash } from '../core/suppression';

export type Decision = 'approve' | 'reject';

const alreadyDecided = (s: Pick<Submission, 'status'>) => new AppError('CONFLICT', `This submission was already ${s.status}.`);

/**
 * One admin decision. Approval publishes the profile in the same write as
 * the status change (the indexer then makes it searchable); an address that
 * asked to be removed is never published. Deciding twice is a conflict.
 */
export const decideSubmission = async (d: Deps, id: string, decision: Decision): Promise<Submission> => {
  const current = await d.submissions.get(id);
  // Unconfirmed, its address never proven: not the admins' to see or publish, as if it did not exist.
  if (!current || current.status === UNCONFIRMED) throw notFound('Submission');
  if (current.status !== 'pending') throw alreadyDecided(current);
  const now = d.now();
  const at = now.toISOString();
  if (decision === 'approve' && (await d.suppression.has(emailHash(current.email)))) {
    throw new AppError('CONFLICT', 'This email address asked to be removed from the directory, so it cannot be published. Reject the submission instead.');
  }
  const publish = decision === 'approve' ? physicianFromSubmission(current, newPhysicianId(), at) : undefined;
  const outcome = { status: decision === 'approve' ? ('approved' as const) : ('rejected' as const), approvedAt: at };
  // Another admin decided between our read and our write.
  if (!(await d.submissions.decide(id, outcome, publish))) throw alreadyDecided((await d.submissions.get(id)) ?? current);
  return { ...current, ...outcome, physicianId: publish?.id ?? null };
};
