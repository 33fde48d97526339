import type { Deps } from '../../functions/core/deps';
import { sweepRemovals } from '../../functions/removal/sweep-removals';

/**
 * The local stand-in for the scheduled sweep in AWS (infra/removal-sweeper.ts):
 * finishes removals left half-way. Returns the stop function.
 */
export const startRemovalSweeper = (d: Deps, everyMs = 60_000): (() => void) => {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepRemovals(d)
      .then((r) => {
        if (r.failed) console.warn(`removal sweep: ${r.failed} removal(s) still unfinished; next try in ${everyMs / 1000} s`);
      })
      .catch((e: unknown) => console.warn('removal sweep failed:', e instanceof Error ? e.name : 'unknown error'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  // A timer alone must not keep the process alive.
  timer.unref();
  return () => clearInterval(timer);
};
