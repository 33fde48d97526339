import * as z from '../zod';
import { userUsage } from './usage';

/** One row of User Management (spec public §3 list_users). */
export const adminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  /** Cognito's creation date; null when unknown ("N/A"). */
  signupDate: z.string().nullable(),
  /** Null when never signed in ("Never"). */
  lastSignInAt: z.string().nullable(),
  /** Stripe's status (active, trialing, canceled, ...) or "free". */
  subscriptionStatus: z.string(),
  /** The plan name, or "Free". */
  subscriptionPlan: z.string(),
  totalExports: z.number().int().nonnegative(),
  isAdmin: z.boolean(),
  /** Reveals and exported rows today (the enforcing counters) and over 30 days (the logs): harvesting shows here. */
  usage: userUsage,
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUsersQuery = z.object({ query: z.string().trim().max(254).optional() });

/** GET /api/admin/users: every matching user (all Cognito pages), newest first; stats are over all users. */
export const adminUsers = z.object({
  items: z.array(adminUserRow),
  stats: z.object({ totalUsers: z.number().int(), activeSubscriptions: z.number().int(), totalExports: z.number().int() }),
});
export type AdminUsers = z.infer<typeof adminUsers>;

/** GET /api/admin/overview: the admin dashboard's figures. */
export const adminOverview = z.object({
  pendingSubmissions: z.number().int().nonnegative(),
  /** Approved in the last 7 days (rolling, to the second). */
  approvedThisWeek: z.number().int().nonnegative(),
  openContactReports: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
  /** Rows exported by everyone today (UTC `day`). */
  exportedRowsToday: z.number().int().nonnegative(),
  day: z.string(),
});
export type AdminOverview = z.infer<typeof adminOverview>;
