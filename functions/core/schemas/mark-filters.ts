import * as z from '../zod';

/** A query-string switch: `true`/`1` on, `false`/`0` (or absent) off; anything else is a 400. */
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/**
 * "Not in any of my lists" / "never exported" (issue 17, part 5): signed-in
 * callers only (401 otherwise); the server turns them into excluded ids
 * from the caller's own marks (functions/search/mark-exclusions.ts).
 */
export const markFilterParams = {
  notInMyLists: flag.meta({ description: 'Only physicians in none of your lists (signed in only).' }),
  neverExported: flag.meta({ description: 'Only physicians you never exported (signed in only).' }),
};
