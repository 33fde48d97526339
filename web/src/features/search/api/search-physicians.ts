import { useQuery } from '@tanstack/react-query';
import { physicianSearchQuery, physicianSearchResult } from '@core/schemas/physician';
import { api } from '../../../lib/api';

/** The query-string keys GET /api/physicians understands, read from the shared schema so the two cannot drift. */
const apiKeys: readonly string[] = Object.keys(physicianSearchQuery.shape);

export type SearchQuery = Record<string, string>;

/** The URL's search parameters the API understands, blanks dropped (the URL may also carry UI-only keys like `tab`). */
export const searchQueryFrom = (params: URLSearchParams): SearchQuery => {
  const query: SearchQuery = {};
  for (const key of apiKeys) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
};

/** A positive whole page number, else 1: a hand-edited ?page= must not break the screen. */
export const pageFrom = (query: SearchQuery): number => {
  const page = Number(query.page);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export const useSearchPhysicians = (query: SearchQuery) =>
  useQuery({
    queryKey: ['physicians', query],
    queryFn: ({ signal }) => api.get('/api/physicians', physicianSearchResult, { query, signal }),
  });
