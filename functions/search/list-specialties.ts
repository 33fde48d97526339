import * as z from '../core/zod';
import { specialtyCount, specialtyFacetQuery } from '../core/schemas/physician-search';
import { distanceFilterOf } from '../core/search/distance';
import { http, ok } from '../http/endpoint';
import { withMarkExclusions } from './mark-exclusions';

/**
 * The search's filters under the search's rules, so a facet request is
 * refused exactly where a search would be; paging and sort are not taken.
 */
export const listSpecialties = http(
  {
    // 503 when the search engine times out (issue 23), as the search.
    errors: ['UNAVAILABLE'],
    query: specialtyFacetQuery,
    response: z.array(specialtyCount),
    summary:
      'Specialty counts, merged case-insensitively, largest first. With search filters: the counts under every filter and the query except the specialty filter itself (multi-select facets).',
  },
  async ({ query, principal }, d) => {
    distanceFilterOf(query);
    // The same exclusions as the search, so the counts say what the results would hold; the order is no filter.
    return ok(await d.search.specialtyCounts(await withMarkExclusions(d, principal, { ...query, sortDirection: 'asc' })));
  },
);
