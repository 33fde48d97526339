import type { Deps } from '../core/deps';
import type { ClaimedRemoval } from '../core/public-form-ports';
import { emailHash } from '../core/suppression';

/**
 * The steps of a claimed removal, each idempotent, so a run that stopped
 * anywhere (a crash, a timeout, a failing dependency) is finished by running
 * them all again: on the next click of the link or by the sweep. Suppression
 * comes first, so an import meanwhile cannot bring the address back; the ids
 * found are recorded before anything is deleted, so a resumed run still
 * reaches profiles that have left the email index; memberships go before the
 * profiles, so nothing is left pointing at a deleted profile (contact reports
 * likewise).
 */
export const completeRemoval = async (d: Deps, claim: ClaimedRemoval): Promise<void> => {
  await d.suppression.add(emailHash(claim.email));
  const found = await d.physicians.idsByEmail(claim.email);
  const known = new Set(claim.physicianIds);
  const fresh = found.filter((id) => !known.has(id));
  if (fresh.length) await d.removals.recordIds(claim.tokenHash, fresh);
  const ids = [...known, ...fresh];
  for (const id of ids) await d.lists.removePhysicianEverywhere(id);
  // Bad-contact reports, verdicts and their audit entries are about the person too: they go with the profile.
  for (const id of ids) await d.contactReports.removePhysician(id);
  // Every user's marks of them ("In your lists", "Exported on"): after the memberships, whose removal updates the list marks.
  for (const id of ids) await d.marks.removePhysician(id);
  await d.physicians.deleteMany(ids);
  // The stream removes them from the index as well; doing it now makes "removed" true the moment we say it.
  if (ids.length) await d.search.remove(ids);
  await d.removals.finish(claim.tokenHash, d.now());
};
