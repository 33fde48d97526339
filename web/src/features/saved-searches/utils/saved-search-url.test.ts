import { describe, expect, test } from 'vitest';
import { searchParamsSchema } from '../api/saved-search-schemas';
import { hasFilter, savedSearchTags, savedSearchUrl } from './saved-search-url';

describe('savedSearchUrl', () => {
  test('comma-joins lists and keeps text and sort', () => {
    const params = searchParamsSchema.parse({ query: 'heart', specialty: ['Cardiology', 'Oncology'], city: ['Austin'], state: 'TX', sortKey: 'name', sortDirection: 'desc' });
    expect(savedSearchUrl(params)).toBe('/search?query=heart&state=TX&specialty=Cardiology%2COncology&city=Austin&sortKey=name&sortDirection=desc');
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
