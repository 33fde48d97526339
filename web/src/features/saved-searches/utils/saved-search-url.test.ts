import { describe, expect, test } from 'vitest';
import { searchParamsSchema } from '../api/saved-search-schemas';
import { hasFilter, savedSearchBody, savedSearchTags, savedSearchUrl } from './saved-search-url';

describe('savedSearchUrl', () => {
  test('repeats a list parameter per value and keeps text and sort', () => {
    const params = searchParamsSchema.parse({ query: 'heart', specialty: ['Cardiology', 'Oncology'], city: ['Austin'], state: 'TX', sortKey: 'name', sortDirection: 'desc' });
    expect(savedSearchUrl(params)).toBe('/search?query=heart&state=TX&specialty=Cardiology&specialty=Oncology&city=Austin&sortKey=name&sortDirection=desc');
  });

  test('a stored value with a comma replays as one filter value (issue 15)', () => {
    const params = searchParamsSchema.parse({ organization: ['Smith, Jones and Partners', 'Mayo'] });
    const url = savedSearchUrl(params);
    expect(url).toBe('/search?organization=Smith%2C+Jones+and+Partners&organization=Mayo');
    expect(new URLSearchParams(url.split('?')[1]).getAll('organization')).toEqual(['Smith, Jones and Partners', 'Mayo']);
  });

  test('no filters is the bare search page', () => {
    expect(savedSearchUrl(searchParamsSchema.parse({}))).toBe('/search');
  });

  test('tags and filter presence', () => {
    const params = searchParamsSchema.parse({ specialty: ['Cardiology'], city: ['Austin'], state: 'TX', title: ['Chief'] });
    expect(savedSearchTags(params)).toEqual(['Cardiology', 'Austin', 'TX', 'Chief']);
    expect(hasFilter(params)).toBe(true);
    expect(hasFilter({ query: '  ', specialty: [] })).toBe(false);
  });

  test('issue 16 filters replay through the URL, numbers included', () => {
    const params = searchParamsSchema.parse({
      npi: '1234567893', licenseState: ['PA', 'NY'], boardCertification: ['Internal Medicine'], language: ['Spanish'],
      graduationYearFrom: 1990, graduationYearTo: 2005, nearZip: '17101', withinMiles: 100, sortKey: 'distance', sortDirection: 'asc',
    });
    const url = new URLSearchParams(savedSearchUrl(params).split('?')[1]);
    expect(url.getAll('licenseState')).toEqual(['PA', 'NY']);
    expect(url.get('graduationYearFrom')).toBe('1990');
    expect(url.get('nearZip')).toBe('17101');
    expect(url.get('withinMiles')).toBe('100');
    expect(url.get('npi')).toBe('1234567893');
    expect(url.get('sortKey')).toBe('distance');
    expect(savedSearchTags(params)).toEqual(['Within 100 mi of 17101', 'Licensed in PA', 'Licensed in NY']);
  });

  test('the saved body leaves blanks out and sends years and miles as numbers', () => {
    const body = savedSearchBody({ query: '', npi: '', licenseState: ['PA'], specialty: [], graduationYearFrom: '1990', graduationYearTo: '', nearZip: '17101', withinMiles: '100' });
    expect(body).toEqual({ licenseState: ['PA'], graduationYearFrom: 1990, nearZip: '17101', withinMiles: 100 });
  });

  test("the search's per-user switches (issue 17) are not saved, and do not break saving", () => {
    // The search page hands over its whole filter set, switches included.
    const filters = { state: 'MA', notInMyLists: true, neverExported: false } as unknown as Parameters<typeof savedSearchBody>[0];
    expect(savedSearchBody(filters)).toEqual({ state: 'MA' });
  });
});

describe('intent filters in saved searches (issue 25)', () => {
  test('round-trip: body keeps the switch, lists and date; the URL replays them; tags name them', () => {
    const body = savedSearchBody({ openToWork: true, preferredState: ['AZ'], employmentType: ['locums'], availableBy: '2027-03-01', visa: [] });
    expect(body).toEqual({ openToWork: true, preferredState: ['AZ'], employmentType: ['locums'], availableBy: '2027-03-01' });
    const params = searchParamsSchema.parse(body);
    const url = new URLSearchParams(savedSearchUrl(params).split('?')[1]);
    expect(url.get('openToWork')).toBe('true');
    expect(url.getAll('preferredState')).toEqual(['AZ']);
    expect(url.getAll('employmentType')).toEqual(['locums']);
    expect(url.get('availableBy')).toBe('2027-03-01');
    expect(savedSearchTags(params)).toEqual(['Open to opportunities', 'Prefers AZ']);
    expect(hasFilter({ openToWork: true })).toBe(true);
    expect(savedSearchBody({ openToWork: false })).toEqual({});
    expect(searchParamsSchema.parse({}).openToWork).toBe(false);
  });

  test('a saved search sorted open to work first reopens sorted that way (issue 25)', () => {
    const params = searchParamsSchema.parse({ openToWork: true, sortKey: 'intent', sortDirection: 'asc' });
    const url = new URL(savedSearchUrl(params), 'http://localhost').searchParams;
    expect(url.get('sortKey')).toBe('intent');
    expect(url.get('sortDirection')).toBe('asc');
  });
});
