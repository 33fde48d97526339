import type { Deps } from '../core/deps';
import { completeRemoval } from './complete-removal';

/** How long a claim may be in progress before the sweep takes it over (a confirm answers well within it). */
export const REMOVAL_LEASE_MS = 2 * 60_000;
const BATCH = 50;

export interface SweepResult {
  readonly completed: number;
  readonly failed: number;
}

/**
 * Finishes removals that were claimed (the owner clicked) but stopped before
 * done, with nobody clicking again. One failure does not stop the others;
 * a failed one stays claimed for the next sweep.
 */
export const sweepRemovals = async (d: Deps): Promise<SweepResult> => {
  const stale = await d.removals.stale(new Date(d.now().getTime() - REMOVAL_LEASE_MS), BATCH);
  let completed = 0;
  for (const claim of stale) {
    try {
      await completeRemoval(d, claim);
      completed++;
    } catch {
      // Counted, not logged: the error may carry the address, and the caller reports the count.
    }
  }
  return { completed, failed: stale.length - completed };
};
