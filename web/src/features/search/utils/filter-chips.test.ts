import { describe, expect, test } from 'vitest';
import { filterChips } from './filter-chips';
import { activeFilterCount, emptyFilters, type SearchFilters } from './search-url';

const f = (patch: Partial<SearchFilters>): SearchFilters => ({ ...emptyFilters(), ...patch });

describe('filter chips', () => {
  test('one chip per active value, as many as the filter count says', () => {
    const filters = f({
      query: 'heart lung',
      specialtyExact: ['Cardiology'],
      licenseState: ['TX', 'CA'],
      graduationYearFrom: '1990',
      nearZip: '10001',
      withinMiles: '25',
      npi: '1234567893',
      notInMyLists: true,
    });
    const chips = filterChips(filters);
    expect(chips.map((c) => c.label)).toEqual([
      'Keyword: heart',
      'Keyword: lung',
      'Specialty: Cardiology',
      'Licensed in: TX',
      'Licensed in: CA',
      'NPI: 1234567893',
      'Graduated: 1990 or later',
      'Within 25 mi of 10001',
      'Not in my lists',
    ]);
    expect(chips).toHaveLength(activeFilterCount(filters));
    expect(filterChips(emptyFilters())).toEqual([]);
  });

  test('removing a chip takes away just that value, from the filters as they are then', () => {
    const filters = f({ query: 'heart heart lung', licenseState: ['TX', 'CA'], nearZip: '10001', withinMiles: '25' });
    const [, secondHeart] = filterChips(filters);
    expect(secondHeart?.remove(filters)).toEqual({ query: 'heart lung' });
    const ca = filterChips(filters).find((c) => c.label === 'Licensed in: CA');
    expect(ca?.remove(f({ licenseState: ['TX', 'CA', 'NY'] }))).toEqual({ licenseState: ['TX', 'NY'] });
    expect(filterChips(filters).find((c) => c.id === 'distance')?.remove(filters)).toEqual({ nearZip: '', withinMiles: '' });
  });

  test('intent filters (issue 25): codes read as words, each chip removable, counted like the panel', () => {
    const filters = f({ openToWork: true, preferredState: ['AZ'], employmentType: ['locums', 'part_time'], visa: ['j1_waiver'], availableBy: '2027-03-01' });
    const chips = filterChips(filters);
    expect(chips.map((c) => c.label)).toEqual([
      'Prefers: AZ', 'Employment: Locums', 'Employment: Part-time', 'Visa: J-1 waiver needed', 'Open to opportunities', 'Available by: 2027-03-01',
    ]);
    expect(chips).toHaveLength(activeFilterCount(filters));
    expect(chips.find((c) => c.id === 'openToWork')?.remove(filters)).toEqual({ openToWork: false });
    expect(chips.find((c) => c.id === 'employmentType:locums')?.remove(filters)).toEqual({ employmentType: ['part_time'] });
  });
});

