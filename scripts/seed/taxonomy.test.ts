import { describe, expect, it } from 'vitest';
import { summaryOf } from '../../functions/core/physician';
import { specSpecialtyCodes } from '../../functions/core/taxonomy/spec-specialties';
import { generatePhysicians } from './physicians';

describe('seeded taxonomy codes (issue 16)', () => {
  it("gives every seeded profile its spec specialty's NUCC code, as the primary one", () => {
    const sample = generatePhysicians(400, 42);
    for (const p of sample) {
      const code = specSpecialtyCodes[p.specialty];
      expect(code, p.specialty).toBeDefined();
      expect(p.taxonomyCodes).toEqual([code]);
      expect(p.primaryTaxonomy).toBe(code);
    }
  });

  it('reads a profile stored without codes (before issue 16) as its specialty code, and an unknown specialty as none', () => {
    const [p] = generatePhysicians(1, 7);
    const { taxonomyCodes: _c, primaryTaxonomy: _p, ...legacy } = { ...p!, id: 'x', specialty: 'OBGYN' };
    expect(summaryOf(legacy)).toMatchObject({ taxonomyCodes: ['207V00000X'], primaryTaxonomy: '207V00000X' });
    const other = summaryOf({ ...legacy, specialty: 'Sleep Medicine' });
    expect(other.taxonomyCodes).toEqual([]);
    expect(other).not.toHaveProperty('primaryTaxonomy');
  });
});
