import { describe, expect, it } from 'vitest';
import { seatTierOf, tierStarts, volumeAmount } from './team-pricing';

describe('team seat pricing (Stripe volume tiers)', () => {
  it('prices every seat at the tier the whole quantity falls in, at each boundary', () => {
    expect([1, 4, 5, 9, 10, 24, 25, 50].map((q) => [q, volumeAmount(q)])).toEqual([
      [1, 179_900],
      [4, 4 * 179_900],
      [5, 5 * 161_900],
      [9, 9 * 161_900],
      [10, 10 * 152_900],
      [24, 24 * 152_900],
      [25, 25 * 143_900],
      [50, 50 * 143_900],
    ]);
  });

  it('makes a fifth seat cheaper in total than four at the first tier would suggest, as volume mode does', () => {
    expect(volumeAmount(5)).toBeLessThan(5 * 179_900);
    expect(seatTierOf(5).unitAmount).toBe(161_900);
  });

  it('costs nothing for no seats and names where each tier starts', () => {
    expect(volumeAmount(0)).toBe(0);
    expect(tierStarts()).toEqual([1, 5, 10, 25]);
  });
});
