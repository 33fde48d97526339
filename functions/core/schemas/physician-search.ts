import * as z from '../zod';
import { isValidNpi } from '../npi';
import { markFilterParams } from './mark-filters';
import { intentFilterParams } from './intent-filters';
export { physicianIdsResult, physicianSearchResult, searchHit, specialtyCount } from './physician-search-result';
export type { PhysicianIdsResult, PhysicianSearchResult, SearchHit, SpecialtyCount } from './physician-search-result';
import { GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN, LIST_FILTER_MAX, NEEDLE_MAX, WITHIN_MILES } from './physician-constants';

/*
 * The search's request and result schemas, apart from the physician entity
 * (physician.ts): most functions read a physician id or a summary and never
 * search, and building these ~60 schemas cost each of them ~10 ms of cold
 * start (issue 23).
 */

/** Spec core §5: at most 10 keyword tags; they travel as the words of `query`. */
export const KEYWORDS_MAX = 10;

/**
 * A list filter is a repeated parameter (`?organization=Smith%2C%20Jones&organization=Mayo`), so a value may hold
 * commas: the wrapper hands a repeated key over as an array and a single one as a string (functions/http/query-params.ts).
 * Blanks are dropped.
 */
// UTF-16 units: never more code points than that, so within the exact window whatever the text.
const needleMessage = `Use at most ${NEEDLE_MAX} characters`;
const listParam = z
  .union([z.string().max(NEEDLE_MAX, needleMessage), z.array(z.string().max(NEEDLE_MAX, needleMessage))])
  .transform((v) => (typeof v === 'string' ? [v] : v).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string()).max(LIST_FILTER_MAX, `Use at most ${LIST_FILTER_MAX} values`))
  .meta({ description: `Repeat the parameter for each value (at most ${LIST_FILTER_MAX}); a value may contain commas.` });

/**
 * A next/previous cursor: opaque to clients. It names the anchor row's
 * physician id only (ids are random), never a sort value, since a sort value
 * holds a name and the web may keep a cursor in memory or a URL.
 */
// The intent order's cursors add `.` and the query time they were read at (functions/search/intent-cursor.ts).
const searchCursor = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+(\.[0-9a-z]{1,12})?$/, 'Invalid cursor');

const graduationYearParam = z.coerce.number().int('Use a whole year').min(GRADUATION_YEAR_MIN, `Use a year from ${GRADUATION_YEAR_MIN}`).max(GRADUATION_YEAR_MAX, `Use a year up to ${GRADUATION_YEAR_MAX}`);
/** Ten digits whose last is the check digit (core/npi.ts): a mistyped NPI is a 400, not an empty result. */
export const npiParam = z.string().trim().refine(isValidNpi, 'Enter a 10-digit NPI with a valid check digit');

/** Issue 16's physician-native filters over stored fields; every list is "any of". */
const physicianFieldFilters = {
  npi: npiParam.meta({ description: 'National Provider Identifier: exactly 10 digits with a valid check digit.' }).optional(),
  licenseState: listParam
    .meta({ description: `States of licensure, codes or names ('CA' or 'California'); any of. Repeat for each value (at most ${LIST_FILTER_MAX}).` })
    .optional(),
  boardCertification: listParam
    .meta({ description: `Board certifications, case-insensitive contains; any of. Repeat for each value (at most ${LIST_FILTER_MAX}).` })
    .optional(),
  graduationYearFrom: graduationYearParam.meta({ description: 'Graduated in this year or later (inclusive). Profiles without a graduation year never match.' }).optional(),
  graduationYearTo: graduationYearParam.meta({ description: 'Graduated in this year or earlier (inclusive); not before graduationYearFrom.' }).optional(),
  language: listParam.meta({ description: `Languages spoken, case-insensitive exact; any of. Repeat for each value (at most ${LIST_FILTER_MAX}).` }).optional(),
};

/** Rules across parameters; refinements stop `.omit`, so the query objects get them after their shape is final. */
const crossFieldIssues = (
  q: { graduationYearFrom?: number | undefined; graduationYearTo?: number | undefined; sortKey?: string | undefined; sortDirection?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (q.sortKey === 'intent' && q.sortDirection === 'desc') ctx.addIssue({ code: 'custom', path: ['sortDirection'], message: INTENT_SORT_ASC_ONLY });
  if (q.graduationYearFrom !== undefined && q.graduationYearTo !== undefined && q.graduationYearFrom > q.graduationYearTo) {
    ctx.addIssue({ code: 'custom', path: ['graduationYearTo'], message: 'The end year must not be before the start year' });
  }
};

/**
 * Distance from a ZIP (issue 16). The rules across them and the ZIP table
 * (unknown ZIP, one without the other, sortKey=distance without a ZIP) are
 * checked by core/search/distance.ts distanceFilterOf, which every endpoint
 * taking these calls first: the table stays out of this module, which the web loads.
 */
export const nearZipParam = z.string().trim().regex(/^\d{5}$/, 'Enter a 5-digit ZIP code');
export const withinMilesParam = z.coerce
  .number()
  .refine((n) => (WITHIN_MILES as readonly number[]).includes(n), `Choose ${WITHIN_MILES.join(', ')} miles`);
export const SORT_KEYS = ['name', 'specialty', 'location', 'distance', 'intent'] as const;
/**
 * Intent first (issue 25) runs one way: "not looking first" is no order a
 * recruiter asks for, so desc is a 400 rather than a silent reading.
 */
export const INTENT_SORT_ASC_ONLY = 'The open-to-work order runs one way: leave sortDirection out or send asc';
const distanceParams = {
  nearZip: nearZipParam.meta({ description: 'A US ZIP code: only physicians within withinMiles of its centroid (required together with withinMiles).' }).optional(),
  withinMiles: withinMilesParam.meta({ description: `Radius in miles, one of ${WITHIN_MILES.join(', ')}; inclusive. Results then carry distanceMiles.` }).optional(),
};

const searchQueryFields = z.object({
  query: z
    .string()
    .trim()
    .max(500)
    // Each word is one more contains-clause over six fields; the tag input allows 10, so more is not a search a person typed.
    .refine((q) => q.split(/\s+/).filter(Boolean).length <= KEYWORDS_MAX, `Use at most ${KEYWORDS_MAX} keywords`)
    .refine((q) => q.split(/\s+/).every((w) => w.length <= NEEDLE_MAX), `Use at most ${NEEDLE_MAX} characters per keyword`)
    .meta({
      description:
        'Keywords (tags joined by spaces), case-insensitive contains. One word: first or last name, specialty, a skill, company or title. ' +
        'Several: first word as first name and the rest as last name (or the reverse), or every word found in one of those fields.',
    })
    .optional(),
  specialty: listParam
    .meta({ description: "Typed specialty text: case-insensitive contains ('physician' exact), or any NUCC code, taxonomy name or lay term the value stands for; any of." })
    .optional(),
  specialtyExact: listParam
    .meta({ description: 'Specialties picked from a list (GET /api/specialties): exactly that specialty as listed, case-insensitive; any of, together with specialty.' })
    .optional(),
  skills: listParam.optional(),
  title: listParam.optional(),
  organization: listParam.optional(),
  education: listParam.optional(),
  companySize: listParam.optional(),
  companyRevenue: listParam.optional(),
  companyIndustry: listParam.optional(),
  city: listParam.optional(),
  state: z.string().trim().max(60).optional(),
  skillsSearch: z.string().trim().max(NEEDLE_MAX, needleMessage).optional(),
  ...physicianFieldFilters,
  ...distanceParams,
  ...markFilterParams,
  ...intentFilterParams,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sortKey: z
    .enum(SORT_KEYS)
    .meta({
      description:
        'distance needs nearZip; it pages by page number (no cursors). intent: actively looking, then open to opportunities (intent current at the server\'s clock), then everyone else, each by name; asc only.',
    })
    .optional(),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
  after: searchCursor.meta({ description: 'nextCursor of the previous response: the page after the rows it showed (page still names the page number).' }).optional(),
  before: searchCursor.meta({ description: 'prevCursor of the previous response: the page before the rows it showed.' }).optional(),
  totalHint: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .meta({ description: 'The total the client last showed, so a deep page can be read from the end; checked against the exact total, never trusted.' })
    .optional(),
});
/** Paging parameters, not filters: select-all and saved searches leave them out. */
export const pagingParams = { page: true, after: true, before: true, totalHint: true } as const;
export const physicianSearchQuery = searchQueryFields.superRefine(crossFieldIssues);
export type PhysicianSearchQuery = z.infer<typeof physicianSearchQuery>;
/** Select-all's query: the search's without paging, under the same cross-field rules. */
export const physicianSelectAllQuery = searchQueryFields.omit(pagingParams).superRefine(crossFieldIssues);
/**
 * The specialty counts' query: the search's filters only. Paging, sort and
 * cursors change no count, so they are not parameters here (zod drops them
 * if sent, and the document does not offer them).
 */
export const specialtyFacetQuery = searchQueryFields.omit({ ...pagingParams, sortKey: true, sortDirection: true }).superRefine(crossFieldIssues);
