import { thousands } from '../core/thousands';
import { AppError } from '../core/errors';
import type { Deps } from '../core/deps';
import type { SearchFilters } from '../core/ports';
import type { Principal } from '../core/principal';
import { EXCLUDE_IDS_MAX } from '../core/search/internal-filters';
import { usesIntent } from '../core/search/intent-predicates';

type WithMarkFlags = SearchFilters & { notInMyLists?: boolean; neverExported?: boolean };

/**
 * Turns the caller's "not in any of my lists" / "never exported" switches
 * into `excludeIds` from their own marks (and, in a team, the team's shared
 * lists and exports); the engines never see the switches.
 * Anonymous callers get 401. Past EXCLUDE_IDS_MAX marked physicians the
 * filter is refused (400) rather than applied in part: a partial exclusion
 * would show candidates the recruiter has already handled.
 */
export const withMarkExclusions = async (d: Deps, principal: Principal | null, query: WithMarkFlags, cursorAsOf?: string): Promise<SearchFilters> => {
  const { notInMyLists, neverExported, ...asked } = query;
  // Intent expires at query time (issue 25): the server's clock, or the checked time of an intent-order cursor (intent-cursor.ts).
  const needsAsOf = usesIntent(asked) || asked.sortKey === 'intent';
  const filters: SearchFilters = needsAsOf ? { ...asked, intentAsOf: cursorAsOf ?? d.now().toISOString() } : asked;
  if (!notInMyLists && !neverExported) return filters;
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Log in to filter by your lists and exports.');
  const kinds = [...(notInMyLists ? (['lists'] as const) : []), ...(neverExported ? (['exported'] as const) : [])];
  // A team member's filters count the team's work too (issue 26 item 4): lists shared with it and every member's exports.
  const link = await d.teams.linkOf(principal.id);
  const reads = kinds.flatMap((k) => [d.marks.markedIds(principal.id, k, EXCLUDE_IDS_MAX), ...(link ? [d.marks.teamMarkedIds(link.teamId, principal.id, k, EXCLUDE_IDS_MAX)] : [])]);
  const ids = new Set((await Promise.all(reads)).flat());
  if (ids.size > EXCLUDE_IDS_MAX) {
    const message = `You${link ? ' and your team' : ''} have more than ${thousands(EXCLUDE_IDS_MAX)} physicians in your lists or exports; this filter cannot apply.`;
    throw new AppError('VALIDATION', message, Object.fromEntries(kinds.map((k) => [k === 'lists' ? 'notInMyLists' : 'neverExported', [message]])));
  }
  return ids.size ? { ...filters, excludeIds: [...ids] } : filters;
};
