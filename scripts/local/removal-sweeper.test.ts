import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deps } from '../../functions/core/deps';
import { startRemovalSweeper } from './removal-sweeper';

describe('local removal sweeper', () => {
  afterEach(() => vi.useRealTimers());

  it('sweeps on every tick until stopped', async () => {
    vi.useFakeTimers();
    const stale = vi.fn(async () => []);
    const d = { now: () => new Date(), removals: { stale } } as unknown as Deps; // only what sweepRemovals reads
    const stop = startRemovalSweeper(d, 1000);
    await vi.advanceTimersByTimeAsync(3500);
    expect(stale).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(stale).toHaveBeenCalledTimes(3);
  });
});
