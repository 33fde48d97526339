import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '../core/ports';
import type { SearchHit } from '../core/schemas/physician-search';
import { digestLineOf, digestPhysician, matchedFilters } from './digest-details';

const hit = (over: Partial<SearchHit> = {}): SearchHit => ({
  id: 'p1', firstName: 'Ana', lastName: 'Ruiz', fullName: 'Ana Ruiz', title: 'Attending', specialty: 'Cardiology', organization: 'Mercy',
  organizationSize: '', organizationRevenue: '', organizationIndustry: '', city: 'Austin', state: 'TX', location: 'Austin, TX', skills: [], education: [],
  licenseStates: ['TX', 'CA'], boardCertifications: ['Internal Medicine - Cardiovascular Disease'], languages: ['English', 'Spanish'], taxonomyCodes: [],
  graduationYear: 2004, hasEmail: true, hasPhone: false, ...over,
});
const q = (f: Partial<SearchFilters>) => ({ sortDirection: 'asc', ...f }) as SearchFilters;

describe('what a digest says of a new physician', () => {
  it('names only the filter values the profile matched, by the search rules (either state spelling, board contains, language exact)', () => {
    const filters = q({ licenseState: ['California', 'NY'], boardCertification: ['cardiovascular'], language: ['spanish', 'French'], graduationYearFrom: 2000 });
    expect(matchedFilters(filters, hit({ distanceMiles: 12.3 }))).toEqual([
      'licensed in CA',
      'board certified: Internal Medicine - Cardiovascular Disease',
      'speaks Spanish',
      'graduated 2004',
      '12.3 mi away',
    ]);
  });

  it('says nothing matched of a search without field filters, and leaves out an empty place', () => {
    expect(matchedFilters(q({ specialty: ['Cardiology'] }), hit())).toEqual([]);
    expect(digestLineOf(digestPhysician(q({}), hit({ location: '' })))).toBe('Ana Ruiz, Cardiology');
    expect(digestLineOf(digestPhysician(q({ language: ['Spanish'] }), hit()))).toBe('Ana Ruiz, Cardiology, Austin, TX (speaks Spanish)');
  });
});
