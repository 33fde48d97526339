import { describe, expect, it } from 'vitest';
import { flagArray, releaseFlags } from './flag-arena';

describe('flag arena', () => {
  it('hands out zeroed, disjoint flags, zeroed again after a release, and fresh arrays past its size', () => {
    releaseFlags();
    const a = flagArray(10);
    const b = flagArray(10);
    a.fill(1);
    expect([...b]).toEqual(new Array(10).fill(0));
    b[3] = 1;
    releaseFlags();
    expect([...flagArray(20)]).toEqual(new Array(20).fill(0));
    const big = flagArray(1 << 23);
    expect(big.length).toBe(1 << 23);
    releaseFlags();
  });
});
