import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CandidateMark } from '@core/schemas/marks';
import { MARKS_IDS_MAX } from '@core/schemas/marks-constants';
import { api } from './api';
import { useAuth } from './auth/auth-context';

export type { CandidateMark } from '@core/schemas/marks';

const marksResult = () => import('@core/schemas/marks').then((m) => m.marksResult);

/**
 * Under the lists' key, so every list change (add, remove, delete, status)
 * that invalidates ['lists'] refreshes the marks too; an export invalidates
 * this root itself.
 */
export const marksRoot = ['lists', 'marks'] as const;

/**
 * "In your lists" and "Exported on" for the ids shown (a results page, a
 * profile): one call for the page, fetched after the results are on screen
 * and never in their way; nothing for anonymous viewers. A Map by id.
 */
export const useCandidateMarks = (ids: readonly string[]) => {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const asked = ids.slice(0, MARKS_IDS_MAX);
  const query = useQuery({
    queryKey: [...marksRoot, userId, ...asked],
    queryFn: ({ signal }) => api.get('/api/me/marks', marksResult, { query: { ids: asked }, signal }),
    enabled: userId !== null && asked.length > 0,
    placeholderData: keepPreviousData,
    select: (r) => new Map<string, CandidateMark>(r.items.map((m) => [m.physicianId, m])),
  });
  return query.data;
};
