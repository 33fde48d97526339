/** The saved-searches API's answers; loaded with the first request, not before the first page. */
import * as z from '@core/zod';

const list = z.array(z.string()).catch([]).default([]);
const text = z.string().catch('').default('');
/** Years and miles are stored as numbers; the search's URL model keeps them as text. */
const numberText = z.union([z.number(), z.string()]).transform(String).catch('').default('');

/** The filters (and sort) a saved search keeps; arrays as JSON arrays. */
export const searchParamsSchema = z.object({
  query: text,
  specialty: list,
  specialtyExact: list,
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
  npi: text,
  licenseState: list,
  boardCertification: list,
  language: list,
  graduationYearFrom: numberText,
  graduationYearTo: numberText,
  nearZip: text,
  withinMiles: numberText,
  // Issue 25: intent filters; a search saved before them reads as without.
  openToWork: z.boolean().catch(false).default(false),
  preferredState: list,
  employmentType: list,
  availableBy: text,
  visa: list,
  sortKey: z.string().nullish(),
  sortDirection: z.string().nullish(),
});
export type SavedSearchParams = z.infer<typeof searchParamsSchema>;

export const alertSetting = z.enum(['off', 'daily', 'weekly']);
export type AlertSetting = z.infer<typeof alertSetting>;

export const savedSearch = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  searchParams: searchParamsSchema,
  // Issue 17; an older answer without them reads as alerts off.
  alerts: alertSetting.catch('off').default('off'),
  lastDigestAt: z.string().nullable().catch(null).default(null),
});
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearches = z.array(savedSearch);
/** POST answers the saved search; anything else is still a success. */
export const saveAnswer = savedSearch.or(z.unknown());
export const nothing = z.unknown();

/** PATCH /api/saved-searches/{id}/alerts. */
export const alertState = z.object({ id: z.string(), alerts: alertSetting, lastDigestAt: z.string().nullable() });
/** POST /api/alerts/unsubscribe. */
export const unsubscribeAnswer = z.object({ unsubscribed: z.literal(true), message: z.string() });
