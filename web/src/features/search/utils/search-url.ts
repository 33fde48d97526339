import { LIST_FILTER_MAX } from '@core/schemas/physician-constants';
import type { QueryValue } from '../../../lib/api';
import { hasDistance, isMiles, npiError, validRange } from './physician-filters';
import { openToWorkQuery, parseOpenToWork, validDate } from './intent-filters';
import { markFilterCount, markFilterQuery, noMarkFilters, parseMarkFilters } from './mark-filters';

/** The filter set of spec core §3. */
export interface SearchFilters {
  query: string;
  /** Typed specialty text (the spec's contains, taxonomy terms). */
  specialty: string[];
  /** Specialties ticked in a list: exactly that specialty (issue 21). */
  specialtyExact: string[];
  skills: string[];
  title: string[];
  organization: string[];
  education: string[];
  companySize: string[];
  companyRevenue: string[];
  companyIndustry: string[];
  city: string[];
  state: string;
  skillsSearch: string;
  /** Issue 16: the physician filters, under the API's names. */
  npi: string;
  licenseState: string[];
  boardCertification: string[];
  graduationYearFrom: string;
  graduationYearTo: string;
  language: string[];
  nearZip: string;
  withinMiles: string;
  /** Issue 25: physicians' opted-in intent (intent-filters.ts); each implies open to opportunities. */
  openToWork: boolean;
  preferredState: string[];
  employmentType: string[];
  availableBy: string;
  visa: string[];
  /** Issue 17: the signed-in user's own exclusions (mark-filters.ts). */
  notInMyLists: boolean;
  neverExported: boolean;
}

export const sortKeys = ['name', 'specialty', 'location', 'distance', 'intent'] as const;
export type SortKey = (typeof sortKeys)[number];
export type SortDirection = 'asc' | 'desc';

export interface SearchState {
  filters: SearchFilters;
  page: number;
  sortKey: SortKey | null;
  sortDirection: SortDirection;
  /** Only 'results' exists on this page today; other values are kept as they came. */
  tab: string;
}

export const listKeys = [
  'specialty', 'specialtyExact', 'skills', 'title', 'organization', 'education', 'companySize', 'companyRevenue', 'companyIndustry', 'city',
  'licenseState', 'boardCertification', 'language', 'preferredState', 'employmentType', 'visa',
] as const satisfies readonly (keyof SearchFilters)[];
export const textKeys = [
  'query', 'state', 'skillsSearch', 'npi', 'graduationYearFrom', 'graduationYearTo', 'nearZip', 'withinMiles', 'availableBy',
] as const satisfies readonly (keyof SearchFilters)[];
/** Text filters sent as typed; the others are checked first (physician-filters.ts). */
const plainTextKeys = ['query', 'state', 'skillsSearch'] as const satisfies readonly (keyof SearchFilters)[];
const physicianTextKeys = ['npi', 'graduationYearFrom', 'graduationYearTo', 'nearZip', 'withinMiles', 'availableBy'] as const satisfies readonly (keyof SearchFilters)[];

export const emptyFilters = (): SearchFilters => ({
  query: '', specialty: [], specialtyExact: [], skills: [], title: [], organization: [], education: [],
  companySize: [], companyRevenue: [], companyIndustry: [], city: [], state: '', skillsSearch: '',
  npi: '', licenseState: [], boardCertification: [], graduationYearFrom: '', graduationYearTo: '', language: [], nearZip: '', withinMiles: '',
  openToWork: false, preferredState: [], employmentType: [], availableBy: '', visa: [],
  ...noMarkFilters(),
});

/** A list is a repeated parameter, so a value may hold commas; blanks dropped, never more than the API takes. */
const listOf = (params: URLSearchParams, key: string): string[] =>
  params.getAll(key).map((v) => v.trim()).filter(Boolean).slice(0, LIST_FILTER_MAX);

/** Blank values dropped, lists coerced to arrays, a bad page or sort ignored (spec core §5). */
export const parseSearchParams = (params: URLSearchParams): SearchState => {
  const filters = emptyFilters();
  for (const key of textKeys) filters[key] = params.get(key)?.trim() ?? '';
  for (const key of listKeys) filters[key] = listOf(params, key);
  Object.assign(filters, parseMarkFilters(params));
  filters.openToWork = parseOpenToWork(params);
  const page = Number(params.get('page'));
  const state: SearchState = {
    filters,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sortKey: sortKeys.find((k) => k === params.get('sortKey')) ?? null,
    // The open-to-work order runs one way (the API refuses desc), so a hand-made desc reads as asc.
    sortDirection: params.get('sortDirection') === 'desc' && params.get('sortKey') !== 'intent' ? 'desc' : 'asc',
    tab: params.get('tab')?.trim() || 'results',
  };
  return { ...state, sortKey: effectiveSortKey(state) };
};

/** The URL form: a list as a repeated parameter (as the API takes it), defaults (page 1, tab results, no sort) left out. */
export const toSearchParams = (state: SearchState): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(queryOf(state, true, true))) {
    if (value === undefined || value === null) continue;
    for (const text of Array.isArray(value) ? value : [String(value)]) if (text) params.append(key, text);
  }
  if (state.tab !== 'results') params.set('tab', state.tab);
  return params;
};

/** The distance sort exists only with a distance filter; without one it falls back to name. */
export const effectiveSortKey = (state: SearchState): SortKey | null =>
  state.sortKey === 'distance' && !hasDistance(state.filters) ? 'name' : state.sortKey;

/**
 * The filters the API takes as they are: an invalid NPI, a year out of range
 * or a half-set distance are left out (the panel says what is wrong), so a
 * search never fails on what the user is still typing.
 */
const physicianQueryOf = (f: SearchFilters): Record<string, QueryValue> => ({
  ...(f.npi && !npiError(f.npi) ? { npi: f.npi } : {}),
  ...validRange(f),
  ...(hasDistance(f) ? { nearZip: f.nearZip, withinMiles: f.withinMiles } : {}),
  ...(validDate(f.availableBy) ? { availableBy: validDate(f.availableBy) } : {}),
});

/** The URL keeps the physician filters as entered (a ZIP before its radius is chosen); the API gets only what it takes. */
const queryOf = (state: SearchState, withPage: boolean, asEntered: boolean): Record<string, QueryValue> => {
  const query: Record<string, QueryValue> = {};
  for (const key of plainTextKeys) if (state.filters[key].trim()) query[key] = state.filters[key].trim();
  for (const key of listKeys) if (state.filters[key].length > 0) query[key] = state.filters[key];
  if (asEntered) for (const key of physicianTextKeys) query[key] = state.filters[key].trim();
  else Object.assign(query, physicianQueryOf(state.filters));
  Object.assign(query, markFilterQuery(state.filters), openToWorkQuery(state.filters.openToWork));
  if (withPage && state.page > 1) query.page = state.page;
  const sortKey = effectiveSortKey(state);
  if (sortKey) {
    query.sortKey = sortKey;
    query.sortDirection = sortKey === 'intent' ? 'asc' : state.sortDirection;
  }
  return query;
};

/** The filters with what the API would refuse blanked (an invalid NPI, a half-set distance): what a saved search keeps. */
export const searchableFilters = (f: SearchFilters): SearchFilters => {
  const range = validRange(f);
  const distance = hasDistance(f);
  return {
    ...f,
    npi: f.npi && !npiError(f.npi) ? f.npi : '',
    graduationYearFrom: range.graduationYearFrom === undefined ? '' : String(range.graduationYearFrom),
    graduationYearTo: range.graduationYearTo === undefined ? '' : String(range.graduationYearTo),
    nearZip: distance ? f.nearZip : '',
    withinMiles: distance ? f.withinMiles : '',
    availableBy: validDate(f.availableBy),
  };
};

/** What GET /api/physicians (and /ids, without page) is asked. */
export const apiQueryOf = (state: SearchState, withPage = true): Record<string, QueryValue> => queryOf(state, withPage, false);

export const hasAnyFilter = (filters: SearchFilters): boolean =>
  textKeys.some((k) => filters[k].trim() !== '') || listKeys.some((k) => filters[k].length > 0) || markFilterCount(filters) > 0 || filters.openToWork;

/** Filters in use, as the panel counts them: each tag or ticked value, a graduation range and a distance once each. */
export const activeFilterCount = (f: SearchFilters): number =>
  keywordTags(f.query).length +
  listKeys.reduce((n, k) => n + f[k].length, 0) +
  (['state', 'skillsSearch', 'npi', 'availableBy'] as const).filter((k) => f[k].trim() !== '').length +
  (f.openToWork ? 1 : 0) +
  (f.graduationYearFrom || f.graduationYearTo ? 1 : 0) +
  (f.nearZip || f.withinMiles ? 1 : 0) +
  markFilterCount(f);

/** Keyword tags travel as one space-joined `query` (spec core §5). */
export const keywordTags = (query: string): string[] => query.split(/\s+/).filter(Boolean);

/** A filter change: a patch, or a function of the filters as they are at the moment it applies. */
export type FiltersChange = Partial<SearchFilters> | ((current: SearchFilters) => Partial<SearchFilters>);

/** A checkbox's change against the list as it is when applied (values compare case-insensitively, as the API's do). */
export const toggled = (list: readonly string[], value: string, checked: boolean): string[] => {
  const has = list.some((v) => v.toLowerCase() === value.toLowerCase());
  if (checked) return has ? [...list] : [...list, value];
  return list.filter((v) => v.toLowerCase() !== value.toLowerCase());
};
