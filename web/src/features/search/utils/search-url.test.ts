import { describe, expect, test } from 'vitest';
import { activeFilterCount, apiQueryOf, emptyFilters, hasAnyFilter, keywordTags, parseSearchParams, searchableFilters, type SearchState, toSearchParams } from './search-url';

const full: SearchState = {
  filters: {
    query: 'jane smith',
    specialty: ['Cardiology', 'Pediatrics'],
    specialtyExact: ['Urology'],
    skills: ['Surgery', 'Research'],
    title: ['Chief Medical Officer'],
    organization: ['Mercy Hospital'],
    education: ['MD', 'PhD'],
    companySize: ['1000 to 4999'],
    companyRevenue: ['$100M to <$1B'],
    companyIndustry: ['Hospital & Health Care'],
    city: ['Austin', 'Boston'],
    state: 'TX',
    skillsSearch: 'card',
    npi: '1234567893',
    licenseState: ['TX', 'OK'],
    boardCertification: ['Internal Medicine'],
    graduationYearFrom: '1990',
    graduationYearTo: '2005',
    language: ['Spanish', 'English'],
    nearZip: '78701',
    withinMiles: '50',
    openToWork: true,
    preferredState: ['AZ', 'TX'],
    employmentType: ['locums'],
    availableBy: '2027-03-01',
    visa: ['h1b'],
    notInMyLists: false,
    neverExported: false,
  },
  page: 3,
  sortKey: 'location',
  sortDirection: 'desc',
  tab: 'results',
};

describe('search URL', () => {
  test('filters → URL → filters gives back the same state', () => {
    const params = toSearchParams(full);
    expect(parseSearchParams(new URLSearchParams(params.toString()))).toEqual(full);
  });

  test('lists are repeated parameters; page, sort and tab are written only when not the default', () => {
    const params = toSearchParams(full);
    expect(params.getAll('specialty')).toEqual(['Cardiology', 'Pediatrics']);
    expect(params.getAll('city')).toEqual(['Austin', 'Boston']);
    expect(params.get('page')).toBe('3');
    expect(params.get('sortKey')).toBe('location');
    expect(params.get('sortDirection')).toBe('desc');
    expect(params.has('tab')).toBe(false);

    const plain = toSearchParams({ filters: emptyFilters(), page: 1, sortKey: null, sortDirection: 'asc', tab: 'saved' });
    expect(plain.toString()).toBe('tab=saved');
  });

  test('blank values are dropped, a bad page or sort falls back to the default', () => {
    const state = parseSearchParams(new URLSearchParams('query=%20%20&specialty=%20&specialty=Cardiology&specialty=&page=-2&sortKey=salary&sortDirection=up'));
    expect(state.filters.query).toBe('');
    expect(state.filters.specialty).toEqual(['Cardiology']);
    expect(state.page).toBe(1);
    expect(state.sortKey).toBeNull();
    expect(state.sortDirection).toBe('asc');
    expect(state.tab).toBe('results');
  });

  test('a value with a comma stays one value through the URL (issue 15)', () => {
    const state: SearchState = { ...full, filters: { ...full.filters, organization: ['Smith, Jones and Partners', 'Mayo Clinic'] } };
    const search = toSearchParams(state).toString();
    expect(search).toContain('organization=Smith%2C+Jones+and+Partners&organization=Mayo+Clinic');
    expect(parseSearchParams(new URLSearchParams(search))).toEqual(state);
    expect(parseSearchParams(new URLSearchParams('organization=Smith,%20Jones')).filters.organization).toEqual(['Smith, Jones']);
  });

  test('never more than 10 values of a list, as the API takes', () => {
    const search = Array.from({ length: 12 }, (_, i) => `skills=s${i}`).join('&');
    expect(parseSearchParams(new URLSearchParams(search)).filters.skills).toEqual(Array.from({ length: 10 }, (_, i) => `s${i}`));
  });

  test('the API query carries lists as arrays and leaves page out for select-all', () => {
    expect(apiQueryOf(full)).toMatchObject({ specialty: ['Cardiology', 'Pediatrics'], page: 3, sortKey: 'location', sortDirection: 'desc' });
    expect(apiQueryOf(full, false)).not.toHaveProperty('page');
    expect(apiQueryOf({ ...full, sortKey: null })).not.toHaveProperty('sortDirection');
  });

  test('open to work first round-trips the URL and runs one way (issue 25)', () => {
    const state = parseSearchParams(toSearchParams({ ...full, sortKey: 'intent', sortDirection: 'asc' }));
    expect(state.sortKey).toBe('intent');
    expect(apiQueryOf(state)).toMatchObject({ sortKey: 'intent', sortDirection: 'asc' });
    // The API refuses desc for it: a hand-made URL reads as asc, and a desc left in state is never sent.
    expect(parseSearchParams(new URLSearchParams('sortKey=intent&sortDirection=desc')).sortDirection).toBe('asc');
    expect(apiQueryOf({ ...full, sortKey: 'intent', sortDirection: 'desc' })).toMatchObject({ sortKey: 'intent', sortDirection: 'asc' });
  });

  test('keyword tags are the words of the query; any filter counts as a filter', () => {
    expect(keywordTags('  jane   smith ')).toEqual(['jane', 'smith']);
    expect(hasAnyFilter(emptyFilters())).toBe(false);
    expect(hasAnyFilter({ ...emptyFilters(), education: ['MD'] })).toBe(true);
  });

  test('issue 16 filters: lists repeat, and the API is asked only what it takes', () => {
    const params = toSearchParams(full);
    expect(params.getAll('licenseState')).toEqual(['TX', 'OK']);
    expect(params.getAll('language')).toEqual(['Spanish', 'English']);
    expect(apiQueryOf(full)).toMatchObject({ npi: '1234567893', graduationYearFrom: 1990, graduationYearTo: 2005, nearZip: '78701', withinMiles: '50' });

    const bad: SearchState = { ...full, filters: { ...full.filters, npi: '1234567890', graduationYearFrom: '2010', withinMiles: '' } };
    const query = apiQueryOf(bad);
    expect(query).not.toHaveProperty('npi');
    expect(query).not.toHaveProperty('graduationYearFrom');
    expect(query).not.toHaveProperty('graduationYearTo');
    expect(query).not.toHaveProperty('nearZip');
    // The URL keeps what was entered, so the panel can say what is wrong with it.
    expect(toSearchParams(bad).get('nearZip')).toBe('78701');
    expect(searchableFilters(bad.filters)).toMatchObject({ npi: '', graduationYearFrom: '', nearZip: '', withinMiles: '' });
  });

  test('the distance sort needs a distance filter and falls back to name without one', () => {
    expect(parseSearchParams(new URLSearchParams('nearZip=78701&withinMiles=25&sortKey=distance')).sortKey).toBe('distance');
    expect(parseSearchParams(new URLSearchParams('nearZip=78701&sortKey=distance')).sortKey).toBe('name');
    const lost: SearchState = { ...full, sortKey: 'distance', filters: { ...full.filters, nearZip: '' } };
    expect(apiQueryOf(lost).sortKey).toBe('name');
    expect(toSearchParams(lost).get('sortKey')).toBe('name');
  });

  test('the active-filter count counts the physician filters too', () => {
    expect(activeFilterCount(emptyFilters())).toBe(0);
    expect(activeFilterCount({ ...emptyFilters(), licenseState: ['CA', 'TX'], npi: '1234567893', graduationYearFrom: '1990', graduationYearTo: '2000', nearZip: '78701', withinMiles: '25' })).toBe(5);
    expect(hasAnyFilter({ ...emptyFilters(), language: ['Spanish'] })).toBe(true);
  });

  test('intent filters (issue 25) travel to the URL and the API; an unfinished date is left out of the API query', () => {
    const api = apiQueryOf(full);
    expect(api).toMatchObject({ openToWork: 'true', preferredState: ['AZ', 'TX'], employmentType: ['locums'], availableBy: '2027-03-01', visa: ['h1b'] });
    const half = { ...full, filters: { ...emptyFilters(), availableBy: '2027-13' } };
    expect(apiQueryOf(half)).not.toHaveProperty('availableBy');
    expect(toSearchParams(half).get('availableBy')).toBe('2027-13');
    expect(searchableFilters(half.filters).availableBy).toBe('');
    const off = apiQueryOf({ ...full, filters: { ...full.filters, openToWork: false } });
    expect(off).not.toHaveProperty('openToWork');
    expect(activeFilterCount({ ...emptyFilters(), openToWork: true, preferredState: ['AZ'], availableBy: '2027-03-01' })).toBe(3);
    expect(hasAnyFilter({ ...emptyFilters(), openToWork: true })).toBe(true);
  });
});
