import type { SavedSearchParams } from '../api/saved-search-schemas';

const listKeys = [
  'specialty', 'specialtyExact', 'skills', 'title', 'organization', 'education', 'companySize', 'companyRevenue', 'companyIndustry', 'city',
  'licenseState', 'boardCertification', 'language', 'preferredState', 'employmentType', 'visa',
] as const;
const textKeys = ['query', 'state', 'skillsSearch', 'npi', 'graduationYearFrom', 'graduationYearTo', 'nearZip', 'withinMiles', 'availableBy'] as const;
/** Stored as numbers (the API checks them as such); the URL and the form hold them as text. */
const numberKeys = new Set<string>(['graduationYearFrom', 'graduationYearTo', 'withinMiles']);

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
  if (params.openToWork) url.set('openToWork', 'true');
  if (params.sortKey) {
    url.set('sortKey', params.sortKey);
    url.set('sortDirection', params.sortDirection === 'desc' ? 'desc' : 'asc');
  }
  const qs = url.toString();
  return qs ? `/search?${qs}` : '/search';
};

/** The tags shown for a saved search: specialties, location (cities, state, distance), license states and job titles. */
export const savedSearchTags = (params: SavedSearchParams): string[] => [
  ...params.specialtyExact,
  ...params.specialty,
  ...params.city,
  ...(params.state ? [params.state] : []),
  ...(params.nearZip && params.withinMiles ? [`Within ${params.withinMiles} mi of ${params.nearZip}`] : []),
  ...params.licenseState.map((s) => `Licensed in ${s}`),
  ...(params.openToWork || params.preferredState.length || params.employmentType.length || params.visa.length || params.availableBy ? ['Open to opportunities'] : []),
  ...params.preferredState.map((s) => `Prefers ${s}`),
  ...params.title,
];

/**
 * The body of POST /api/saved-searches: blanks left out (the API refuses an
 * empty NPI or ZIP rather than ignoring it), years and miles as numbers.
 */
export const savedSearchBody = (params: Partial<SavedSearchParams>): Record<string, string | number | boolean | string[]> => {
  const out: Record<string, string | number | boolean | string[]> = {};
  // A saved search's one switch (issue 25): the mark switches below are the user's own and stay out.
  if (params.openToWork === true) out.openToWork = true;
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out[key] = value;
      // Only text and lists are kept: the search's per-user switches (notInMyLists, neverExported) are not part of a saved search.
    } else if (typeof value === 'string' && value.trim() !== '') {
      out[key] = numberKeys.has(key) && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim();
    }
  }
  return out;
};

export const hasFilter = (params: Partial<SavedSearchParams>): boolean =>
  params.openToWork === true ||
  [...textKeys, ...listKeys].some((key) => {
    const value = params[key];
    return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';
  });
