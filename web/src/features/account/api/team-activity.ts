import { type TeamActivityPage, teamActivityPage } from '@core/schemas/team-activity';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, api, toQueryString } from '../../../lib/api';
import { bearerToken } from '../../../lib/auth/amplify-auth';

/** Filters of the team's activity log (issue 26 item 5): a member, and UTC days from and to (inclusive). */
export interface ActivityFilters {
  readonly member: string;
  readonly from: string;
  readonly to: string;
}

const queryOf = (f: ActivityFilters) => ({ member: f.member || undefined, from: f.from || undefined, to: f.to || undefined });

/** GET /api/team/activity, newest first, a page at a time (owner and admins). */
export const useTeamActivity = (filters: ActivityFilters) =>
  useInfiniteQuery({
    queryKey: ['team-activity', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<TeamActivityPage> => api.get('/api/team/activity', teamActivityPage, { signal, query: { ...queryOf(filters), cursor: pageParam } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The same entries as a CSV file, saved through a temporary link (the download needs the bearer token, so no plain href). */
export const downloadTeamActivity = async (filters: ActivityFilters): Promise<void> => {
  const token = await bearerToken();
  const res = await fetch(`/api/team/activity/export${toQueryString(queryOf(filters))}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, 'INTERNAL', `The download failed (HTTP ${res.status}).`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'team-activity.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
};
