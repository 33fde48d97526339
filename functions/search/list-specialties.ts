import * as z from '../core/zod';
import { physicianSearchQuery, specialtyCount } from '../core/schemas/physician';
import { http, ok } from '../http/endpoint';

/**
 * The search's own query schema, so a facet request is refused exactly where
 * a search would be; page and sort are accepted and do not matter.
 */
export const listSpecialties = http(
  {
    query: physicianSearchQuery,
    response: z.array(specialtyCount),
    summary:
      'Specialty counts, merged case-insensitively, largest first. With search filters: the counts under every filter and the query except the specialty filter itself (multi-select facets).',
  },
  async ({ query }, d) => ok(await d.search.specialtyCounts(query)),
);
