import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dictionary } from './dictionary';

describe('Dictionary.containing', () => {
  it('flags exactly the values that contain the needle, as a scan of every value would', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'A', ' ', '\n', 'é'), maxLength: 6 });
    fc.assert(
      fc.property(fc.array(text, { maxLength: 12 }), fc.array(text, { maxLength: 4 }), text, (first, later, needle) => {
        const d = new Dictionary();
        for (const v of first) d.code(v);
        const lower = needle.toLowerCase();
        expect([...d.containing(lower)]).toEqual([...d.flags((l) => l.includes(lower))]);
        // Values added after a search are seen by the next one.
        for (const v of later) d.code(v);
        expect([...d.containing(lower)]).toEqual([...d.flags((l) => l.includes(lower))]);
      }),
      { numRuns: 500 },
    );
  });
});
