import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dictionary } from './dictionary';

/** Enough distinct values that `containing` goes through the gram index (dictionary.ts INDEX_FROM). */
const LARGE = 2600;

describe('Dictionary.containing through the gram index', () => {
  it('flags exactly the values a scan of every value flags, before and after values are added', () => {
    const unit = fc.constantFrom('a', 'b', 'c', 'A', ' ', 'é', '\u00df', '\ud83d\ude00', 'x');
    const text = fc.string({ unit, minLength: 0, maxLength: 8 });
    fc.assert(
      fc.property(fc.array(text, { maxLength: 400 }), fc.array(text, { maxLength: 600 }), fc.string({ unit, minLength: 2, maxLength: 4 }), (more, later, needle) => {
        const d = new Dictionary();
        for (let i = 0; i < LARGE; i++) d.code(`v${i.toString(36)}`);
        for (const v of more) d.code(v);
        const lower = needle.toLowerCase();
        const scan = () => [...d.flags((l) => l.includes(lower))];
        expect([...d.containing(lower)]).toEqual(scan());
        // Values added after the index was built are scanned, then indexed once they are many.
        for (const v of later) d.code(v);
        expect([...d.containing(lower)]).toEqual(scan());
        for (let i = 0; i < 400; i++) d.code(`${needle}${i}`);
        expect([...d.containing(lower)]).toEqual(scan());
      }),
      { numRuns: 60 },
    );
  });
});
