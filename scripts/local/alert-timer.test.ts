import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deps } from '../../functions/core/deps';
import { startAlertTimer } from './alert-timer';

describe('local alert timer', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the due alerts on every tick until stopped', async () => {
    vi.useFakeTimers();
    const due = vi.fn(async () => []);
    const d = { now: () => new Date(), config: { ALERTS_INDEX_LAG_SECONDS: 5 }, alerts: { due } } as unknown as Deps; // only what runAlerts reads with nothing due
    const stop = startAlertTimer(d, 1000);
    await vi.advanceTimersByTimeAsync(3500);
    expect(due).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(due).toHaveBeenCalledTimes(3);
  });
});
