import { describe, expect, it } from 'vitest';
import { physicianSearchQuery, physicianSelectAllQuery } from './physician-search';
import { savedSearchCreate } from './saved-searches';

/** Issue 16's query parameters: NPI, licenseState, boardCertification, graduationYearFrom/To, language. */
const paths = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) => (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe('the search query schema for the physician-native filters', () => {
  it('parses every new filter, lists from repeated parameters and years from strings', () => {
    const q = physicianSearchQuery.parse({
      npi: ' 1234567893 ',
      licenseState: ['CA', 'New York'],
      boardCertification: 'Internal Medicine',
      graduationYearFrom: '1990',
      graduationYearTo: '1999',
      language: ['Spanish', ' '],
    });
    expect(q).toMatchObject({
      npi: '1234567893',
      licenseState: ['CA', 'New York'],
      boardCertification: ['Internal Medicine'],
      graduationYearFrom: 1990,
      graduationYearTo: 1999,
      language: ['Spanish'],
    });
  });

  it('refuses an NPI with a wrong check digit or not ten digits', () => {
    for (const npi of ['1234567890', '123456789', '12345678933', 'abcdefghij']) expect(paths(physicianSearchQuery.safeParse({ npi }))).toEqual(['npi']);
  });

  it('refuses from after to, years out of range or not whole, and allows from = to and either alone', () => {
    expect(paths(physicianSearchQuery.safeParse({ graduationYearFrom: '2001', graduationYearTo: '2000' }))).toEqual(['graduationYearTo']);
    expect(paths(physicianSearchQuery.safeParse({ graduationYearFrom: '1939' }))).toEqual(['graduationYearFrom']);
    expect(paths(physicianSearchQuery.safeParse({ graduationYearTo: '2101' }))).toEqual(['graduationYearTo']);
    expect(paths(physicianSearchQuery.safeParse({ graduationYearTo: '1990.5' }))).toEqual(['graduationYearTo']);
    expect(physicianSearchQuery.safeParse({ graduationYearFrom: '2000', graduationYearTo: '2000' }).success).toBe(true);
    expect(physicianSearchQuery.safeParse({ graduationYearTo: '2000' }).success).toBe(true);
  });

  it('refuses 11 values of a list filter', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `v${i}`);
    for (const key of ['licenseState', 'boardCertification', 'language']) expect(paths(physicianSearchQuery.safeParse({ [key]: eleven }))).toEqual([key]);
  });

  it('holds select-all to the same cross-field rule', () => {
    expect(paths(physicianSelectAllQuery.safeParse({ graduationYearFrom: '2001', graduationYearTo: '2000' }))).toEqual(['graduationYearTo']);
    expect(physicianSelectAllQuery.safeParse({ npi: '1234567893', page: '2' }).success).toBe(true);
  });
});

describe('saved searches keep the physician-native filters', () => {
  it('stores each new filter, and counts any one of them as a filter', () => {
    const saved = savedSearchCreate.parse({
      searchParams: { npi: '1234567893', licenseState: ['CA'], boardCertification: ['surgery'], language: ['Spanish'], graduationYearFrom: 1990, graduationYearTo: 2000 },
    });
    expect(saved.searchParams).toEqual({ npi: '1234567893', licenseState: ['CA'], boardCertification: ['surgery'], language: ['Spanish'], graduationYearFrom: 1990, graduationYearTo: 2000 });
    expect(savedSearchCreate.parse({ searchParams: { graduationYearTo: 1980 } }).searchParams).toEqual({ graduationYearTo: 1980 });
  });

  it('refuses what the search refuses: a bad NPI, from after to', () => {
    expect(paths(savedSearchCreate.safeParse({ searchParams: { npi: '1234567890' } }))).toEqual(['searchParams.npi']);
    expect(paths(savedSearchCreate.safeParse({ searchParams: { graduationYearFrom: 2001, graduationYearTo: 2000 } }))).toContain('searchParams.graduationYearTo');
  });
});

describe('needle length (issue 23: exact substring search on OpenSearch)', () => {
  it('refuses a contains text longer than 128 characters with a field error, and takes 128', () => {
    const long = 'x'.repeat(129);
    const fieldsOf = (q: Record<string, unknown>) => {
      const r = physicianSearchQuery.safeParse(q);
      return r.success ? [] : r.error.issues.map((i) => i.path[0]);
    };
    expect(fieldsOf({ organization: [long] })).toEqual(['organization']);
    expect(fieldsOf({ query: `heart ${long}` })).toEqual(['query']);
    expect(fieldsOf({ skillsSearch: long })).toEqual(['skillsSearch']);
    expect(fieldsOf({ organization: ['x'.repeat(128)], query: 'y'.repeat(128), skillsSearch: 'z'.repeat(128) })).toEqual([]);
  });
});
