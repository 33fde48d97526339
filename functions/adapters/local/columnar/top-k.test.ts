import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smallestK } from './top-k';

describe('smallestK', () => {
  it('is the first k of a full sort by (key, tie)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 200 }), fc.nat(250), (rawKeys, k) => {
        const n = rawKeys.length;
        // Keys repeat (equal miles); ties are distinct (positions in the name order), as in the engine.
        const keys = Float64Array.from(rawKeys, (x) => x / 2);
        const ties = Int32Array.from({ length: n }, (_, i) => (i * 7919) % 1009);
        const full = Array.from({ length: n }, (_, i) => i).sort((a, b) => keys[a]! - keys[b]! || ties[a]! - ties[b]!);
        expect([...smallestK(keys, ties, n, k)]).toEqual(full.slice(0, k));
      }),
      { numRuns: 500 },
    );
  });

  it('reads only the first n entries of larger buffers', () => {
    const keys = Float64Array.from([3, 1, 2, -100]);
    const ties = new Int32Array(4);
    expect([...smallestK(keys, ties, 3, 2)]).toEqual([1, 2]);
    expect([...smallestK(keys, ties, 0, 5)]).toEqual([]);
  });
});
