import type { Deps } from '../core/deps';
import { dropCv, profileCvPrefix } from '../core/cv-owner';

/** What deleting a physician everywhere touches; `search` is optional where a table stream updates the index (the NPPES import in AWS). */
export type DeleteEverywhereDeps = Pick<Deps, 'lists' | 'contactReports' | 'teamActivity' | 'marks' | 'physicians' | 'profileChanges' | 'intents'> & {
  readonly search?: Pick<Deps['search'], 'remove'>;
  /** Every function has them; the NPPES CLI only when it is given the CV bucket (scripts/import/nppes/table-removal.ts). */
  readonly cvFiles?: Deps['cvFiles'];
  readonly submissions?: Deps['submissions'];
};

/**
 * Takes physicians out of the directory: list memberships, bad-contact
 * reports, teams' activity entries, users' marks, CV files, the profiles with their identity items, the index.
 * Each step is idempotent and the order is what keeps a crash safe:
 * memberships go before the profiles, so nothing is left pointing at a
 * deleted profile, and a rerun with the same ids finishes the job. Shared by
 * a confirmed removal and an NPI the registry deactivated.
 */
export const deletePhysiciansEverywhere = async (d: DeleteEverywhereDeps, ids: readonly string[]): Promise<void> => {
  for (const id of ids) await d.lists.removePhysicianEverywhere(id);
  // Bad-contact reports, verdicts and their audit entries are about the person too: they go with the profile.
  for (const id of ids) await d.contactReports.removePhysician(id);
  // Teams' activity entries naming them are redacted (counts stay, so the log still adds up to the pools) before the marks, which lead to those teams, go.
  for (const id of ids) await d.teamActivity.removePhysician(id);
  // Every user's marks of them ("In your lists", "Exported on"): after the memberships, whose removal updates the list marks.
  for (const id of ids) await d.marks.removePhysician(id);
  // Issue 25: a waiting email code, and the values the page log kept for an admin's revert (the log of who did what stays, for the physician).
  // Corrections live on the profile and go with it.
  for (const id of ids) await d.profileChanges.forget(id);
  // The intent's expiry entry (issue 25); the intent itself is on the profile and goes with it.
  for (const id of ids) await d.intents.removePhysician(id);
  // Issue 25 item 5: their CV files, before the profiles that name them, so a rerun still finds the one that came with a resume;
  // then everything under their own prefix (a file a crash left unnamed included).
  const { cvFiles, submissions } = d;
  if (cvFiles && submissions) {
    for (const p of await d.physicians.getMany(ids)) if (p.cv) await dropCv({ cvFiles, submissions }, p.cv);
    for (const id of ids) await cvFiles.deleteUnder(profileCvPrefix(id));
  }
  await d.physicians.deleteMany(ids);
  // The stream removes them from the index as well; doing it now makes "removed" true the moment we say it.
  if (ids.length && d.search) await d.search.remove(ids);
};
