import * as z from '../zod';

/** Issue 26 items 3 and 5: the team's activity log (owner and admins) and members' own daily limits. */

export const TEAM_ACTIVITY_PAGE = 50;
/** Rows one CSV download holds at most; narrower dates give the rest. */
export const TEAM_ACTIVITY_CSV_MAX = 10_000;
export const MEMBER_LIMIT_MAX = 100_000;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Use a real date');

const filters = {
  /** One member's entries (a former member's too: the log outlives the membership). */
  member: z.string().trim().min(1).max(128).optional(),
  /** UTC days, inclusive. */
  from: day.optional(),
  to: day.optional(),
};

const inOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;
const orderMessage = { message: 'The start date must be on or before the end date', path: ['to'] };

export const teamActivityQuery = z
  .strictObject({ ...filters, limit: z.coerce.number().int().min(1).max(TEAM_ACTIVITY_PAGE).default(TEAM_ACTIVITY_PAGE), cursor: z.string().max(200).regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor').optional() })
  .refine(inOrder, orderMessage);
export const teamActivityCsvQuery = z.strictObject(filters).refine(inOrder, orderMessage);
export type TeamActivityFilters = z.output<typeof teamActivityCsvQuery>;

export const teamActivityRow = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  kind: z.enum(['reveal', 'export']),
  at: z.string(),
  /** Drawn from the pool: 1 per reveal, the rows of an export. */
  count: z.number().int().positive(),
  physicianIds: z.array(z.string()),
  /** Physicians since removed from the directory, taken out of `physicianIds` (the count stays what was drawn). */
  redacted: z.number().int().nonnegative(),
  format: z.string().nullable(),
  fileName: z.string().nullable(),
});
export type TeamActivityRow = z.infer<typeof teamActivityRow>;

export const teamActivityPage = z.object({ items: z.array(teamActivityRow), nextCursor: z.string().nullable() });
export type TeamActivityPage = z.infer<typeof teamActivityPage>;

const limit = z.number().int().min(1, 'At least 1, or no limit').max(MEMBER_LIMIT_MAX).nullable();
export const memberLimitsBody = z.strictObject({ reveals: limit, exportRows: limit });
export const memberLimits = z.object({ userId: z.string(), reveals: z.number().int().nullable(), exportRows: z.number().int().nullable() });
export const teamLimits = z.object({ items: z.array(memberLimits) });
export type MemberLimitsView = z.infer<typeof memberLimits>;
