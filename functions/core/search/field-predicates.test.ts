import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '../ports';
import type { PhysicianSummary } from '../schemas/physician';
import { conformanceDocs } from './conformance-cases';
import { predicateOf } from './matcher';

/** Issue 16's filters in the reference predicate (field-predicates.ts). */
const base: PhysicianSummary = {
  ...(conformanceDocs(1)[0] as PhysicianSummary),
  npi: '1234567893',
  licenseStates: ['California', 'TX'],
  boardCertifications: ['American Board of Internal Medicine'],
  graduationYear: 1995,
  languages: ['English', 'Spanish'],
};
const { graduationYear: _y, npi: _n, ...rest } = base;
const noYear: PhysicianSummary = { ...rest, id: 'p2' };
const passes = (q: Partial<SearchFilters>, p = base) => predicateOf({ sortDirection: 'asc', ...q })(p);

describe('issue 16 filters in the reference predicate', () => {
  it('NPI: exact, and a profile without one never matches', () => {
    expect(passes({ npi: '1234567893' })).toBe(true);
    expect(passes({ npi: '1234567885' })).toBe(false);
    expect(passes({ npi: '1234567893' }, noYear)).toBe(false);
  });

  it('license state: any of, by code or name in either spelling, any case', () => {
    expect(passes({ licenseState: ['CA'] })).toBe(true);
    expect(passes({ licenseState: ['texas'] })).toBe(true);
    expect(passes({ licenseState: ['NY', 'ca'] })).toBe(true);
    expect(passes({ licenseState: ['NY'] })).toBe(false);
    expect(passes({ licenseState: ['Calif'] })).toBe(false);
  });

  it('board certification: any of, case-insensitive contains', () => {
    expect(passes({ boardCertification: ['INTERNAL MED'] })).toBe(true);
    expect(passes({ boardCertification: ['surgery', 'board of internal'] })).toBe(true);
    expect(passes({ boardCertification: ['surgery'] })).toBe(false);
  });

  it('language: any of, case-insensitive exact (not contains)', () => {
    expect(passes({ language: ['spanish'] })).toBe(true);
    expect(passes({ language: ['French', 'ENGLISH'] })).toBe(true);
    expect(passes({ language: ['span'] })).toBe(false);
  });

  it('graduation year: inclusive bounds, either bound alone, never a profile without a year', () => {
    expect(passes({ graduationYearFrom: 1995, graduationYearTo: 1995 })).toBe(true);
    expect(passes({ graduationYearFrom: 1996 })).toBe(false);
    expect(passes({ graduationYearTo: 1995 })).toBe(true);
    expect(passes({ graduationYearTo: 1994 })).toBe(false);
    expect(passes({ graduationYearFrom: 1940 }, noYear)).toBe(false);
    expect(passes({ graduationYearTo: 2100 }, noYear)).toBe(false);
  });
});
