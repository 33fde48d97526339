import { userUsageOf } from '../core/fair-use';
import type { DirectoryUser, SubscriptionRecord, UserRecord } from '../core/ports';
import type { UserUsage } from '../core/schemas/usage';
import { adminUsers, adminUsersQuery, type AdminUserRow } from '../core/schemas/admin';
import { subscriptionView } from '../core/subscription';
import { http, ok } from '../http/endpoint';

/** Cognito knows who signed up; our records know sign-ins, plans and exports. A user without a record is a free user who never signed in. */
const rowOf = (u: DirectoryUser, record: UserRecord | null, subscription: SubscriptionRecord | null, usage: UserUsage): AdminUserRow => {
  const view = subscriptionView(subscription);
  const paying = subscription?.subscribed === true;
  return {
    id: u.id,
    email: u.email,
    signupDate: u.createdAt ?? record?.createdAt ?? null,
    lastSignInAt: record?.lastSignInAt ?? null,
    subscriptionStatus: subscription ? view.status : 'free',
    subscriptionPlan: paying ? view.plan_name : 'Free',
    totalExports: record?.totalExports ?? 0,
    isAdmin: u.isAdmin,
    usage,
  };
};

const USAGE_READS_AT_ONCE = 8;

/** Each user's usage, a few users at a time (four small reads each), in the order of `ids`. */
const usagesOf = async (ids: readonly string[], read: (id: string) => Promise<UserUsage>): Promise<UserUsage[]> => {
  const out: UserUsage[] = new Array(ids.length);
  let next = 0;
  const lane = async () => {
    while (next < ids.length) {
      const i = next++;
      out[i] = await read(ids[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(USAGE_READS_AT_ONCE, ids.length) }, lane));
  return out;
};

const isActive = (r: AdminUserRow) => r.subscriptionStatus === 'active' || r.subscriptionStatus === 'trialing';

/** User Management: every account (all Cognito pages); the stats cover everyone, the rows only those matching the search. */
export const listUsers = http({ query: adminUsersQuery, response: adminUsers, summary: 'Users with subscription and export figures (admin)' }, async ({ query }, d) => {
  const people = await d.directory.list();
  // Two items per user, read in batches of a hundred keys rather than one by one.
  const overviews = await d.users.overviews(people.map((u) => u.id));
  const needle = query.query?.toLowerCase();
  const shown = needle ? people.filter((u) => u.email.toLowerCase().includes(needle)) : people;
  // Usage only for the rows shown: the stats need none of it.
  const now = d.now();
  const usages = new Map((await usagesOf(shown.map((u) => u.id), (id) => userUsageOf(d.activity, id, now))).map((u, i) => [shown[i]!.id, u]));
  const none: UserUsage = { revealsToday: 0, reveals30d: 0, exportedRowsToday: 0, exportedRows30d: 0 };
  const rows = people.map((u) => rowOf(u, overviews.get(u.id)?.record ?? null, overviews.get(u.id)?.subscription ?? null, usages.get(u.id) ?? none));
  return ok({
    items: rows.filter((r) => usages.has(r.id)),
    stats: {
      totalUsers: rows.length,
      activeSubscriptions: rows.filter(isActive).length,
      totalExports: rows.reduce((sum, r) => sum + r.totalExports, 0),
    },
  });
});
