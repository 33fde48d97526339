import type { SavedSearchParams } from '../api/saved-searches-api';

const listKeys = ['specialty', 'skills', 'title', 'organization', 'education', 'companySize', 'companyRevenue', 'companyIndustry', 'city'] as const;
const textKeys = ['query', 'state', 'skillsSearch'] as const;

/** /search carrying the saved parameters, lists comma-joined as the search page's URL model reads them. */
export const savedSearchUrl = (params: SavedSearchParams): string => {
  const url = new URLSearchParams();
  for (const key of textKeys) if (params[key].trim()) url.set(key, params[key].trim());
  for (const key of listKeys) {
    const values = params[key].map((v) => v.trim()).filter(Boolean);
    if (values.length > 0) url.set(key, values.join(','));
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
