import { describe, expect, it } from 'vitest';
import { thousands } from './thousands';

describe('thousands', () => {
  it('writes what en-US toLocaleString writes for integers', () => {
    for (const n of [0, 7, 999, 1000, 10_000, 123_456, 1_000_000, 9_876_543_210, -1234]) {
      expect(thousands(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});
