import { deps, provideAdapters } from '../../adapters/pick';
import { searchAdapters } from '../../adapters/search-adapters';
import { contactReports, cvFiles, intents, keyring, lists, marks, physicians, profileChanges, removals, submissions, suppression, teamActivity } from '../../adapters/store-adapters';
import { type SweepResult, sweepRemovals } from '../sweep-removals';
import { withSourceStacks } from '../../core/source-stack';

// What sweepRemovals reads (infra/provided-adapters.test.ts checks the list), and no other adapter.
provideAdapters({ contactReports, cvFiles, intents, keyring, lists, marks, physicians, profileChanges, removals, submissions, suppression, ...searchAdapters, teamActivity });

/**
 * Scheduled (not an HTTP feature): finishes removals left half-way. A run
 * with failures throws after doing what it could, so the function's errors
 * alarm fires; the failed ones stay claimed and the next run tries again.
 */
export const handler = withSourceStacks(async (): Promise<SweepResult> => {
  const result = await sweepRemovals(await deps());
  if (result.failed) throw new Error(`${result.failed} claimed removal(s) could not be completed; they stay claimed for the next sweep`);
  return result;
});
