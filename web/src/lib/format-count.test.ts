import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString("en-US") does', () => {
    for (const v of [0, 7, 999, 1000, 12_345, 100_000, 1_000_000, 250_000_001, -1234, -999, Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(v)).toBe(v.toLocaleString('en-US'));
    }
  });

  it('leaves anything else to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
