import type { Deps } from '../core/deps';
import type { DirectoryUser } from '../core/ports';
import { adminUsers, adminUsersQuery, type AdminUserRow } from '../core/schemas/admin';
import { subscriptionView } from '../core/subscription';
import { http, ok } from '../http/endpoint';

// Enough parallel reads to be quick for thousands of users without tripping DynamoDB's burst limits.
const CONCURRENCY = 16;

const mapLimited = async <T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> => {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
};

/** Cognito knows who signed up; our records know sign-ins, plans and exports. A user without a record is a free user who never signed in. */
const rowOf = async (d: Deps, u: DirectoryUser): Promise<AdminUserRow> => {
  const [record, subscription] = await Promise.all([d.users.get(u.id), d.users.subscriptionOf(u.id)]);
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
  const rows = await mapLimited(await d.directory.list(), CONCURRENCY, (u) => rowOf(d, u));
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
