import type { SavedSearchParams } from '../api/saved-searches-api';

const listKeys = ['specialty', 'skills', 'title', 'organization', 'education', 'companySize', 'companyRevenue', 'companyIndustry', 'city'] as const;
const textKeys = ['query', 'state', 'skillsSearch'] as const;

/**
 * /search carrying the saved parameters, each list value its own parameter as
 * the search page's URL model reads them. Saved searches keep their lists as
 * JSON arrays, so those saved before lists travelled this way replay as they were.
 */
export const savedSearchUrl = (params: SavedSearchParams): string => {
  const url = new URLSearchParams();
  for (const key of textKeys) if (params[key].trim()) url.set(key, params[key].trim());
  for (const key of listKeys) {
    const values = params[key].map((v) => v.trim()).filter(Boolean);
    for (const value of values) url.append(key, value);
  }
  if (params.sortKey) {
    url.set('sortKey', params.sortKey);
    url.set('sortDirection', params.sortDirection === 'desc' ? 'desc' : 'asc');
  }
  const qs = url.toString();
  return qs ? `/search?${qs}` : '/search';
};

/** The tags shown for a saved search: specialties, location (cities, state) and job titles. */
export const savedSearchTags = (params: SavedSearchParams): string[] => [
  ...params.specialty,
  ...params.city,
  ...(params.state ? [params.state] : []),
  ...params.title,
];

export const hasFilter = (params: Partial<SavedSearchParams>): boolean =>
  [...textKeys, ...listKeys].some((key) => {
    const value = params[key];
    return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';
  });
