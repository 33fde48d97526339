import { describe, expect, it } from 'vitest';
import { boundedPool } from './batch-pool';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('boundedPool', () => {
  it('never runs more jobs at once than its concurrency, and drain waits for all', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    const pool = boundedPool(async (n: number) => {
      running++;
      peak = Math.max(peak, running);
      await tick(5 + (n % 3));
      running--;
      done.push(n);
    }, 3);
    for (let n = 0; n < 20; n++) await pool.add(n);
    await pool.drain();
    expect(peak).toBe(3);
    expect(done.sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
  });

  it('reports the first failure from the next add or from drain', async () => {
    const pool = boundedPool(async (n: number) => {
      await tick(1);
      if (n === 2) throw new Error('table refused');
    }, 2);
    await expect(
      (async () => {
        for (let n = 0; n < 50; n++) await pool.add(n);
        await pool.drain();
      })(),
    ).rejects.toThrow('table refused');
  });
});
