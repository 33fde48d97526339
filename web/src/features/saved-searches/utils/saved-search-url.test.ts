import { describe, expect, test } from 'vitest';
import { searchParamsSchema } from '../api/saved-search-schemas';
import { hasFilter, savedSearchTags, savedSearchUrl } from './saved-search-url';

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
});
