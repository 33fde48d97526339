import type { AdminUserRow } from '@core/schemas/admin';

const badge = 'inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium';

/** Spec public §3: active shows the plan in green, trialing "Trial" in blue, anything else "Free" in grey. */
export function SubscriptionBadge({ user }: { user: Pick<AdminUserRow, 'subscriptionStatus' | 'subscriptionPlan'> }) {
  if (user.subscriptionStatus === 'active')
    return <span className={`${badge} bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300`}>{user.subscriptionPlan}</span>;
  if (user.subscriptionStatus === 'trialing')
    return <span className={`${badge} bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-300`}>Trial</span>;
  return <span className={`${badge} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300`}>Free</span>;
}
