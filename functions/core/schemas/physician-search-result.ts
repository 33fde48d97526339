import * as z from '../zod';
import { physicianSummary } from './physician-summary';

// The answers the web parses, apart from the query schemas in physician-search.ts, which the web does not need (physician-summary.ts says why).

export const physicianIdsResult = z.object({
  /** At most SELECT_ALL_MAX, in the order of the search. */
  ids: z.array(z.string()),
  total: z.number().int(),
});
export type PhysicianIdsResult = z.infer<typeof physicianIdsResult>;

/** A search row: the summary, plus its distance from nearZip (one decimal) when the search has one. */
export const searchHit = physicianSummary.extend({ distanceMiles: z.number().optional() });
export type SearchHit = z.infer<typeof searchHit>;

export const physicianSearchResult = z.object({
  items: z.array(searchHit),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Rows of page 1 this caller may see; null when unlimited. */
  visibleLimit: z.number().int().nullable(),
  /** Send as `after` (with page + 1) for the next page; null on the last page and for callers limited to page 1. */
  nextCursor: z.string().nullable().optional(),
  /** Send as `before` (with page - 1) for the previous page; null on page 1. */
  prevCursor: z.string().nullable().optional(),
});
export type PhysicianSearchResult = z.infer<typeof physicianSearchResult>;

export const specialtyCount = z.object({ specialty: z.string(), count: z.number().int() });
export type SpecialtyCount = z.infer<typeof specialtyCount>;
