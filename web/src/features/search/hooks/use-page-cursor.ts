import type { PhysicianSearchResult } from '@core/schemas/physician-search';
import { useCallback, useMemo, useState } from 'react';
import type { QueryValue } from '../../../lib/api';

export type PageStep = 'next' | 'previous';

type Remembered = { search: string; page: number; params: Record<string, QueryValue> };

/** The search a cursor belongs to: everything but the page number. */
const searchOf = (query: Record<string, QueryValue>) => JSON.stringify({ ...query, page: undefined });

/**
 * Next/Previous continue from the rows on screen (the answer's cursors) and
 * jumps send the page number, both with the total shown as a hint, so the
 * API reads deep pages cheaply (issue 15). Kept in memory only, never in the
 * URL: a reload, a shared link or any change of filters or sort asks by page
 * number alone. A cursor names a physician id, nothing about a person.
 */
export const usePageCursor = (apiQuery: Record<string, QueryValue>, page: number) => {
  const [remembered, setRemembered] = useState<Remembered | null>(null);
  const search = searchOf(apiQuery);
  const query = useMemo(
    () => (remembered && remembered.page === page && remembered.search === search ? { ...apiQuery, ...remembered.params } : apiQuery),
    [apiQuery, remembered, page, search],
  );
  const remember = useCallback(
    (target: number, shown: PhysicianSearchResult | undefined, step?: PageStep) => {
      const cursor = step === 'next' ? shown?.nextCursor : step === 'previous' ? shown?.prevCursor : null;
      const params: Record<string, QueryValue> = {
        ...(cursor ? { [step === 'next' ? 'after' : 'before']: cursor } : {}),
        ...(shown ? { totalHint: shown.total } : {}),
      };
      setRemembered({ search, page: target, params });
    },
    [search],
  );
  return { query, remember };
};
