import type { QueryValue } from '../../../lib/api';

/** "Not in any of my lists" / "never exported" (issue 17): switches of the signed-in user, `=true` in the URL and the API query. */
export const markFilterKeys = ['notInMyLists', 'neverExported'] as const;
export type MarkFilterKey = (typeof markFilterKeys)[number];
export type MarkFilters = Record<MarkFilterKey, boolean>;

export const noMarkFilters = (): MarkFilters => ({ notInMyLists: false, neverExported: false });

export const parseMarkFilters = (params: URLSearchParams): MarkFilters => ({
  notInMyLists: params.get('notInMyLists') === 'true',
  neverExported: params.get('neverExported') === 'true',
});

export const markFilterQuery = (f: MarkFilters): Record<string, QueryValue> =>
  Object.fromEntries(markFilterKeys.filter((k) => f[k]).map((k) => [k, 'true']));

export const markFilterCount = (f: MarkFilters): number => markFilterKeys.filter((k) => f[k]).length;
