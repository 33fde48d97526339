import type { Deps } from '../core/deps';
import type { ClaimedRemoval } from '../core/public-form-ports';
import { emailHash, npiSuppressionKey } from '../core/suppression';
import { deletePhysiciansEverywhere } from './delete-everywhere';
import { dropWaitingSubmissions } from './drop-waiting-submissions';

/**
 * The steps of a claimed removal, each idempotent, so a run that stopped
 * anywhere (a crash, a timeout, a failing dependency) is finished by running
 * them all again: on the next click of the link or by the sweep. Suppression
 * comes first, so an import meanwhile cannot bring the address back (nor a
 * new resume: the form drops one from a suppressed address); then resumes
 * from the address still waiting for an admin, with their CVs; the ids
 * found are recorded before anything is deleted, so a resumed run still
 * reaches profiles that have left the email index; memberships go before the
 * profiles, so nothing is left pointing at a deleted profile (contact reports
 * likewise).
 */
export const completeRemoval = async (d: Deps, claim: ClaimedRemoval): Promise<void> => {
  await d.suppression.add(emailHash(claim.email));
  // Waiting resumes and their CVs before the profiles are looked up: one an admin approves meanwhile is then found as a profile.
  await dropWaitingSubmissions(d, claim.email);
  const found = await d.physicians.idsByEmail(claim.email);
  const known = new Set(claim.physicianIds);
  const fresh = found.filter((id) => !known.has(id));
  if (fresh.length) await d.removals.recordIds(claim.tokenHash, fresh);
  const ids = [...known, ...fresh];
  // The registry import (scripts/import/nppes) knows people by NPI, not email: their NPIs are suppressed too, before the profiles go.
  for (const p of await d.physicians.getMany(ids)) if (p.npi) await d.suppression.add(await npiSuppressionKey(d.keyring, p.npi));
  await deletePhysiciansEverywhere(d, ids);
  await d.removals.finish(claim.tokenHash, d.now());
};
