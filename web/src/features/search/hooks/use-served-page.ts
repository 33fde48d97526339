import type { PhysicianSearchResult } from '@core/schemas/physician-search';
import { useEffect } from 'react';

/**
 * Next from a row removed meanwhile is served by page number, at most page
 * 400 (functions/search/page-depth.ts); the answer then names the page it
 * is. The URL follows it, so the pager, the "Showing" line and the next
 * cursor describe the rows on screen. Only an answer to the page the URL
 * asks for counts: a cached answer of another page never moves the URL.
 */
export const useServedPage = (data: PhysicianSearchResult | undefined, asked: number, setPage: (page: number) => void) => {
  const served = data?.page;
  useEffect(() => {
    if (served !== undefined && served !== asked) setPage(served);
  }, [served, asked, setPage]);
};
