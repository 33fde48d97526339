import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '../../core/ports';
import { expectGolden } from '../../../test/support/opensearch/golden';
import { MAX_RESULT_WINDOW } from './opensearch-mapping';
import { buildIdsBody, buildSearchBody, SEARCH_TIMEOUT, specialtyCountsBody } from './opensearch-query';

const f = (q: Partial<SearchFilters>): SearchFilters => ({ sortDirection: 'asc', ...q });

/** Representative filter sets; each golden file holds the call and the exact body it must produce. */
const searches: Array<[file: string, filters: SearchFilters, window: { offset: number; limit: number }]> = [
  ['search-one-word.json', f({ query: 'Ann' }), { offset: 0, limit: 25 }],
  ['search-two-words.json', f({ query: 'Mary Ann  Smith' }), { offset: 0, limit: 25 }],
  ['search-keyword-tags.json', f({ query: 'Cardiology LEADERSHIP cardiology' }), { offset: 0, limit: 25 }],
  ['search-specialty-physician.json', f({ specialty: ['Physician', 'Cardio'] }), { offset: 0, limit: 25 }],
  ['search-state-by-name.json', f({ state: 'new york' }), { offset: 25, limit: 25 }],
  ['search-skills-and.json', f({ skills: ['Patient Care', 'Research'] }), { offset: 0, limit: 20 }],
  ['search-escaped-text.json', f({ query: '100%*?\\', skillsSearch: 'C++' }), { offset: 0, limit: 25 }],
  [
    'search-combined-sort-desc.json',
    f({
      query: 'ann',
      specialty: ['cardiology'],
      skills: ['Research'],
      skillsSearch: 'surg',
      title: ['Director', 'Chief'],
      organization: ['clinic'],
      education: ['MD', 'Harvard'],
      companySize: ['1 to 19', '5000+'],
      companyRevenue: ['$1B+'],
      companyIndustry: ['Hospital & Health Care'],
      city: ['Boston'],
      state: 'MA',
      sortKey: 'location',
      sortDirection: 'desc',
    }),
    { offset: 50, limit: 25 },
  ],
  ['search-match-all-deep-page.json', f({ specialty: [], sortKey: 'name' }), { offset: MAX_RESULT_WINDOW - 10, limit: 25 }],
];

describe('OpenSearch request bodies (golden files in events/opensearch)', () => {
  it.each(searches)('%s', (file, filters, window) => {
    expectGolden(file, { call: 'buildSearchBody', filters, window, body: buildSearchBody(filters, window) });
  });

  it('ids.json: select-all asks for ids only, capped at 500', () => {
    const filters = f({ specialty: ['Neurology'], sortKey: 'specialty' });
    expectGolden('ids.json', { call: 'buildIdsBody', filters, limit: 1000, body: buildIdsBody(filters, 1000) });
  });

  it('specialty-counts.json: a terms aggregation on the raw specialty', () => {
    expectGolden('specialty-counts.json', { call: 'specialtyCountsBody', body: specialtyCountsBody() });
  });

  it('specialty-counts-filtered.json: the search without its specialty filter, then the aggregation', () => {
    const filters = f({ query: 'ann', specialty: ['Cardiology'], organization: ['Smith, Jones and Partners'], state: 'MA', sortKey: 'location' });
    const body = specialtyCountsBody(filters);
    expectGolden('specialty-counts-filtered.json', { call: 'specialtyCountsBody', filters, body });
    expect(body.query).toEqual(buildSearchBody({ ...filters, specialty: undefined }, { offset: 0, limit: 25 }).query);
    // A specialty filter alone leaves nothing to filter by: the whole-index body.
    expect(specialtyCountsBody(f({ specialty: ['Cardiology'] }))).toEqual(specialtyCountsBody());
  });
});

describe('buildSearchBody', () => {
  it('puts a needle of 1-2 code points on the grams and a longer one on the suffixes, folded in Node, metacharacters literal (issue 23)', () => {
    const q = (title: string) => buildSearchBody(f({ title: [title] }), { offset: 0, limit: 25 }).query;
    expect(q('A')).toEqual({ bool: { filter: [{ term: { 'contains.title.grams': { value: 'a' } } }] } });
    expect(q('İ😀')).toEqual({ bool: { filter: [{ term: { 'contains.title.grams': { value: 'i😀' } } }] } });
    expect(q('C*?\\D')).toEqual({ bool: { filter: [{ prefix: { 'contains.title': { value: 'c*?\\d' } } }] } });
    expect(JSON.stringify(buildSearchBody(f({ query: 'ab care', organization: ['x'] }), { offset: 0, limit: 25 }))).not.toContain('wildcard');
  });

  it('asks the engine to stop after SEARCH_TIMEOUT on every search, ids and facet body', () => {
    expect(buildSearchBody(f({ query: 'a' }), { offset: 0, limit: 25 }).timeout).toBe(SEARCH_TIMEOUT);
    expect(buildIdsBody(f({ query: 'a' }), 10).timeout).toBe(SEARCH_TIMEOUT);
    expect(specialtyCountsBody(f({ query: 'a' })).timeout).toBe(SEARCH_TIMEOUT);
  });

  it('never asks past max_result_window, and still counts exactly', () => {
    const body = buildSearchBody(f({}), { offset: 10 * MAX_RESULT_WINDOW, limit: 25 });
    expect(body.from + body.size).toBeLessThanOrEqual(MAX_RESULT_WINDOW);
    expect(body.size).toBe(0);
    expect(body.track_total_hits).toBe(true);
  });

  it('ignores blank keywords and empty lists', () => {
    expect(buildSearchBody(f({ query: '   ', title: [], city: [] }), { offset: 0, limit: 25 }).query).toEqual({ match_all: {} });
  });

  it('returns summary fields only, and never a contact field', () => {
    const { _source } = buildSearchBody(f({}), { offset: 0, limit: 25 });
    expect(_source).toContain('lastName');
    expect(_source).not.toContain('location_point');
    // Whether there is one and when it was verified: never a value.
    expect((_source as string[]).filter((k) => /email|phone|directdial/i.test(k))).toEqual(['hasEmail', 'hasPhone', 'emailLastVerifiedAt', 'phoneLastVerifiedAt']);
  });
});
