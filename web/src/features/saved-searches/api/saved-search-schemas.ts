/** The saved-searches API's answers; loaded with the first request, not before the first page. */
import * as z from '@core/zod';

const list = z.array(z.string()).catch([]).default([]);
const text = z.string().catch('').default('');

/** The filters (and sort) a saved search keeps; arrays as JSON arrays. */
export const searchParamsSchema = z.object({
  query: text,
  specialty: list,
  skills: list,
  title: list,
  organization: list,
  education: list,
  companySize: list,
  companyRevenue: list,
  companyIndustry: list,
  city: list,
  state: text,
  skillsSearch: text,
  sortKey: z.string().nullish(),
  sortDirection: z.string().nullish(),
});
export type SavedSearchParams = z.infer<typeof searchParamsSchema>;

export const savedSearch = z.object({ id: z.string(), name: z.string(), createdAt: z.string(), searchParams: searchParamsSchema });
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearches = z.array(savedSearch);
/** POST answers the saved search; anything else is still a success. */
export const saveAnswer = savedSearch.or(z.unknown());
export const nothing = z.unknown();
