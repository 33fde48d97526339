import type { DirectoryUser, SubscriptionRecord, UserRecord } from '../core/ports';
import { adminUsers, adminUsersQuery, type AdminUserRow } from '../core/schemas/admin';
import { subscriptionView } from '../core/subscription';
import { http, ok } from '../http/endpoint';

/** Cognito knows who signed up; our records know sign-ins, plans and exports. A user without a record is a free user who never signed in. */
const rowOf = (u: DirectoryUser, record: UserRecord | null, subscription: SubscriptionRecord | null): AdminUserRow => {
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
  };
};

const isActive = (r: AdminUserRow) => r.subscriptionStatus === 'active' || r.subscriptionStatus === 'trialing';

/** User Management: every account (all Cognito pages); the stats cover everyone, the rows only those matching the search. */
export const listUsers = http({ query: adminUsersQuery, response: adminUsers, summary: 'Users with subscription and export figures (admin)' }, async ({ query }, d) => {
  const people = await d.directory.list();
  // Two items per user, read in batches of a hundred keys rather than one by one.
  const overviews = await d.users.overviews(people.map((u) => u.id));
  const rows = people.map((u) => rowOf(u, overviews.get(u.id)?.record ?? null, overviews.get(u.id)?.subscription ?? null));
  const needle = query.query?.toLowerCase();
  return ok({
    items: needle ? rows.filter((r) => r.email.toLowerCase().includes(needle)) : rows,
    stats: {
      totalUsers: rows.length,
      activeSubscriptions: rows.filter(isActive).length,
      totalExports: rows.reduce((sum, r) => sum + r.totalExports, 0),
    },
  });
});
