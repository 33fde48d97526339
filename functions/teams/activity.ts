import { csvOf } from '../core/csv';
import { TEAM_ACTIVITY_CSV_MAX, type TeamActivityFilters, type TeamActivityRow, teamActivityCsvQuery, teamActivityPage, teamActivityQuery } from '../core/schemas/team-activity';
import type { TeamActivityEntry, TeamActivityQuery } from '../core/team-activity-ports';
import { download, http, ok } from '../http/endpoint';
import { requireRole, teamOf } from './context';

/**
 * Issue 26 item 5: who revealed and exported what, for the owner and admins
 * (a member gets 403, someone outside the team 404). The team is the
 * caller's own; a cursor holds no team, so it pages only the caller's log.
 */

const rowOf = (e: TeamActivityEntry): TeamActivityRow => ({ id: e.id, userId: e.userId, email: e.email, kind: e.kind, at: e.at, count: e.count, physicianIds: [...e.physicianIds], redacted: e.redacted, format: e.format ?? null, fileName: e.fileName ?? null });

const rangeOf = (q: TeamActivityFilters): Pick<TeamActivityQuery, 'userId' | 'from' | 'to'> => ({
  ...(q.member ? { userId: q.member } : {}),
  ...(q.from ? { from: `${q.from}T00:00:00.000Z` } : {}),
  ...(q.to ? { to: `${q.to}T23:59:59.999Z` } : {}),
});

export const listTeamActivity = http({ errors: ['NOT_FOUND', 'FORBIDDEN'], query: teamActivityQuery, response: teamActivityPage, summary: "The team's reveals and exports, newest first, by member and date (owner, admin)" }, async ({ principal, query }, d) => {
  const ctx = requireRole(await teamOf(d, principal), 'admin');
  const page = await d.teamActivity.list(ctx.state.team.id, { ...rangeOf(query), limit: query.limit, ...(query.cursor ? { cursor: query.cursor } : {}) });
  return ok({ items: page.items.map(rowOf), nextCursor: page.nextCursor });
});

const CSV_HEADERS = ['Time (UTC)', 'Member', 'Action', 'Rows', 'Format', 'File', 'Physician IDs', 'Removed physicians'];

export const downloadTeamActivity = http({ errors: ['NOT_FOUND', 'FORBIDDEN'], query: teamActivityCsvQuery, file: 'text/csv; charset=utf-8', summary: "The team's reveals and exports as CSV, by member and date (owner, admin)" }, async ({ principal, query }, d) => {
  const ctx = requireRole(await teamOf(d, principal), 'admin');
  const page = await d.teamActivity.list(ctx.state.team.id, { ...rangeOf(query), limit: TEAM_ACTIVITY_CSV_MAX });
  const rows = page.items.map((e) => [e.at, e.email, e.kind, e.count, e.format ?? '', e.fileName ?? '', e.physicianIds.join(' '), e.redacted || '']);
  return download(csvOf([CSV_HEADERS, ...rows]), 'text/csv; charset=utf-8', `team-activity-${d.now().toISOString().slice(0, 10)}.csv`);
});
