import * as z from '../zod';
import { LIST_FILTER_MAX, NEEDLE_MAX } from './physician-constants';
import { alertSetting } from './alerts';
import { employmentTypes, visaStatuses } from './intent-options';
import { intentFilterKeys, intentFilterParams } from './intent-filters';
import { GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN } from './physician-constants';
import { INTENT_SORT_ASC_ONLY, nearZipParam, npiParam, SORT_KEYS, withinMilesParam } from './physician-search';

export const SAVED_SEARCH_NAME_MAX = 100;
export const SAVED_SEARCHES_MAX = 200;
export const UNTITLED_SEARCH = 'Untitled Search';

/** A multi-value filter as a JSON array; blank values are dropped (spec core §5); no more than a search takes. */
const filterList = z
  .array(z.string().trim().max(NEEDLE_MAX, `Use at most ${NEEDLE_MAX} characters`))
  .max(LIST_FILTER_MAX, `Use at most ${LIST_FILTER_MAX} values`)
  .transform((a) => [...new Set(a.filter(Boolean))]);
const text = (max: number) => z.string().trim().max(max);

const listKeys = ['specialty', 'specialtyExact', 'skills', 'title', 'organization', 'education', 'companySize', 'companyRevenue', 'companyIndustry', 'city'] as const;
const textKeys = ['query', 'state', 'skillsSearch'] as const;
/** Issue 16's filters, kept under the names the search takes, validated as the search validates them. */
const fieldListKeys = ['licenseState', 'boardCertification', 'language'] as const;
const yearKeys = ['graduationYearFrom', 'graduationYearTo'] as const;
const graduationYear = z.number().int().min(GRADUATION_YEAR_MIN).max(GRADUATION_YEAR_MAX);

/**
 * The filter set of a search (the keys of GET /api/physicians without page),
 * with lists as arrays rather than comma strings. Blank values are removed;
 * at least one filter must remain (sorting alone is not a search).
 */
export const savedSearchParams = z
  .object({
    query: text(500).optional(),
    specialty: filterList.optional(),
    specialtyExact: filterList.optional(),
    skills: filterList.optional(),
    title: filterList.optional(),
    organization: filterList.optional(),
    education: filterList.optional(),
    companySize: filterList.optional(),
    companyRevenue: filterList.optional(),
    companyIndustry: filterList.optional(),
    city: filterList.optional(),
    state: text(60).optional(),
    skillsSearch: text(NEEDLE_MAX).optional(),
    npi: npiParam.optional(),
    licenseState: filterList.optional(),
    boardCertification: filterList.optional(),
    language: filterList.optional(),
    graduationYearFrom: graduationYear.optional(),
    graduationYearTo: graduationYear.optional(),
    // Issue 16: distance from a ZIP; both or neither. An unknown ZIP is refused by the endpoint (core/search/distance.ts).
    nearZip: nearZipParam.optional(),
    withinMiles: withinMilesParam.optional(),
    // Issue 25: opted-in intent; an alert on such a search mails who became open since its last run.
    ...intentFilterParams,
    sortKey: z.enum(SORT_KEYS).optional(),
    sortDirection: z.enum(['asc', 'desc']).optional(),
  })
  .refine((p) => (p.nearZip === undefined) === (p.withinMiles === undefined), { message: 'Send nearZip and withinMiles together', path: ['withinMiles'] })
  .refine((p) => p.sortKey !== 'distance' || p.nearZip !== undefined, { message: 'Sorting by distance needs a ZIP code', path: ['sortKey'] })
  .refine((p) => p.sortKey !== 'intent' || p.sortDirection !== 'desc', { message: INTENT_SORT_ASC_ONLY, path: ['sortDirection'] })
  .refine((p) => p.graduationYearFrom === undefined || p.graduationYearTo === undefined || p.graduationYearFrom <= p.graduationYearTo, {
    message: 'The end year must not be before the start year',
    path: ['graduationYearTo'],
  })
  .transform((p) => {
    const out: Record<string, unknown> = {};
    for (const k of textKeys) if (p[k]) out[k] = p[k];
    for (const k of listKeys) if (p[k]?.length) out[k] = p[k];
    if (p.npi) out.npi = p.npi;
    for (const k of fieldListKeys) if (p[k]?.length) out[k] = p[k];
    for (const k of yearKeys) if (p[k] !== undefined) out[k] = p[k];
    if (p.nearZip && p.withinMiles !== undefined) Object.assign(out, { nearZip: p.nearZip, withinMiles: p.withinMiles });
    if (p.openToWork) out.openToWork = true;
    for (const k of ['preferredState', 'employmentType', 'visa'] as const) if (p[k]?.length) out[k] = [...new Set(p[k])];
    if (p.availableBy) out.availableBy = p.availableBy;
    if (p.sortKey) out.sortKey = p.sortKey;
    if (p.sortDirection) out.sortDirection = p.sortDirection;
    return out as SavedSearchFilters;
  })
  .refine((p) => [...textKeys, ...listKeys, 'npi' as const, ...fieldListKeys, ...yearKeys, 'nearZip' as const, ...intentFilterKeys].some((k) => p[k] !== undefined), { message: 'Set at least one search filter' });
export type SavedSearchParams = z.output<typeof savedSearchParams>;

/** POST /api/saved-searches. A blank or absent name is 'Untitled Search'. */
export const savedSearchCreate = z.object({
  name: z
    .string()
    .trim()
    .max(SAVED_SEARCH_NAME_MAX, `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters`)
    .nullable()
    .optional()
    .transform((n) => n || UNTITLED_SEARCH),
  searchParams: savedSearchParams,
});
export type SavedSearchCreate = z.output<typeof savedSearchCreate>;

/** The stored filter set as it comes back: only non-blank filters are present. */
export const savedSearchFilters = z.object({
  query: z.string().optional(),
  specialty: z.array(z.string()).optional(),
  specialtyExact: z.array(z.string()).optional(),
  skills: z.array(z.string()).optional(),
  title: z.array(z.string()).optional(),
  organization: z.array(z.string()).optional(),
  education: z.array(z.string()).optional(),
  companySize: z.array(z.string()).optional(),
  companyRevenue: z.array(z.string()).optional(),
  companyIndustry: z.array(z.string()).optional(),
  city: z.array(z.string()).optional(),
  state: z.string().optional(),
  skillsSearch: z.string().optional(),
  npi: z.string().optional(),
  licenseState: z.array(z.string()).optional(),
  boardCertification: z.array(z.string()).optional(),
  language: z.array(z.string()).optional(),
  graduationYearFrom: z.number().int().optional(),
  graduationYearTo: z.number().int().optional(),
  nearZip: z.string().optional(),
  withinMiles: z.number().optional(),
  openToWork: z.boolean().optional(),
  preferredState: z.array(z.string()).optional(),
  employmentType: z.array(z.enum(employmentTypes)).optional(),
  availableBy: z.string().optional(),
  visa: z.array(z.enum(visaStatuses)).optional(),
  sortKey: z.enum(SORT_KEYS).optional(),
  sortDirection: z.enum(['asc', 'desc']).optional(),
});
export type SavedSearchFilters = z.infer<typeof savedSearchFilters>;

export const savedSearch = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  searchParams: savedSearchFilters,
  /** Issue 17: digest mails of what is newly published (core/alert-schedule.ts). */
  alerts: alertSetting,
  lastDigestAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearches = z.array(savedSearch);

export const savedSearchIdParams = z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid saved search id') });
