import { LIST_FILTER_MAX } from '@core/schemas/physician-constants';
import type { QueryValue } from '../../../lib/api';

/** The filter set of spec core §3. */
export interface SearchFilters {
  query: string;
  specialty: string[];
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
}

export const sortKeys = ['name', 'specialty', 'location'] as const;
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
  'specialty', 'skills', 'title', 'organization', 'education', 'companySize', 'companyRevenue', 'companyIndustry', 'city',
] as const satisfies readonly (keyof SearchFilters)[];
const textKeys = ['query', 'state', 'skillsSearch'] as const satisfies readonly (keyof SearchFilters)[];

export const emptyFilters = (): SearchFilters => ({
  query: '', specialty: [], skills: [], title: [], organization: [], education: [],
  companySize: [], companyRevenue: [], companyIndustry: [], city: [], state: '', skillsSearch: '',
});

/** A list is a repeated parameter, so a value may hold commas; blanks dropped, never more than the API takes. */
const listOf = (params: URLSearchParams, key: string): string[] =>
  params.getAll(key).map((v) => v.trim()).filter(Boolean).slice(0, LIST_FILTER_MAX);

/** Blank values dropped, lists coerced to arrays, a bad page or sort ignored (spec core §5). */
export const parseSearchParams = (params: URLSearchParams): SearchState => {
  const filters = emptyFilters();
  for (const key of textKeys) filters[key] = params.get(key)?.trim() ?? '';
  for (const key of listKeys) filters[key] = listOf(params, key);
  const page = Number(params.get('page'));
  const sortKey = sortKeys.find((k) => k === params.get('sortKey')) ?? null;
  return {
    filters,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sortKey,
    sortDirection: params.get('sortDirection') === 'desc' ? 'desc' : 'asc',
    tab: params.get('tab')?.trim() || 'results',
  };
};

/** The URL form: a list as a repeated parameter (as the API takes it), defaults (page 1, tab results, no sort) left out. */
export const toSearchParams = (state: SearchState): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(apiQueryOf(state))) {
    if (value === undefined || value === null) continue;
    for (const text of Array.isArray(value) ? value : [String(value)]) if (text) params.append(key, text);
  }
  if (state.tab !== 'results') params.set('tab', state.tab);
  return params;
};

/** What GET /api/physicians (and /ids, without page) is asked. */
export const apiQueryOf = (state: SearchState, withPage = true): Record<string, QueryValue> => {
  const query: Record<string, QueryValue> = {};
  for (const key of textKeys) if (state.filters[key].trim()) query[key] = state.filters[key].trim();
  for (const key of listKeys) if (state.filters[key].length > 0) query[key] = state.filters[key];
  if (withPage && state.page > 1) query.page = state.page;
  if (state.sortKey) {
    query.sortKey = state.sortKey;
    query.sortDirection = state.sortDirection;
  }
  return query;
};

export const hasAnyFilter = (filters: SearchFilters): boolean =>
  textKeys.some((k) => filters[k].trim() !== '') || listKeys.some((k) => filters[k].length > 0);

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
