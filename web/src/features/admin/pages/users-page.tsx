import { CreditCard, Download, RefreshCw, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { AdminGate } from '../components/admin-gate';
import { StatCard } from '../components/stat-card';
import { UsersTable } from '../components/users-table';
import { useAdminUsers } from '../hooks/use-admin-users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';
import { loadToasts } from '../utils/decision-toasts';
import { sortByUsage, type UsageSort, usageSorts } from '../utils/usage-sort';

/** User Management: totals, an email search and every matching account (spec public §2). */
function UserManagement() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<UsageSort>('default');
  const query = useDebouncedValue(search, 300);
  const users = useAdminUsers(query, true);
  useLoadErrorToast(users.error, loadToasts.users);
  const stats = users.data?.stats;
  const rows = sortByUsage(users.data?.items ?? [], sort);

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">User Management</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Users" value={stats?.totalUsers} icon={Users} />
        <StatCard label="Active Subscriptions" value={stats?.activeSubscriptions} icon={CreditCard} />
        <StatCard label="Total Exports" value={stats?.totalExports} icon={Download} />
      </div>
      <div className="mt-8 flex flex-wrap items-end gap-3">
        <TextField label="Search by email" type="search" placeholder="name@example.com" value={search} onChange={(e) => setSearch(e.target.value)} className="min-w-0 flex-1 sm:max-w-sm" />
        <label className="flex flex-col gap-1 text-sm font-medium">
          Sort by
          <select
            value={sort}
            onChange={(e) => setSort(e.target.value as UsageSort)}
            className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
          >
            {usageSorts.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" onClick={() => void users.refetch()} disabled={users.isFetching}>
          <RefreshCw aria-hidden="true" className={`size-4 ${users.isFetching ? 'animate-spin' : ''}`} />
          Refresh
        </Button>
      </div>
      <div className="mt-4">
        {users.data ? (
          <>
            <UsersTable rows={rows} />
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              Showing {rows.length} of {stats?.totalUsers ?? 0} users
            </p>
          </>
        ) : users.isError ? (
          <p className="py-8 text-center text-slate-600 dark:text-slate-400">There was a problem loading the user data.</p>
        ) : (
          <div className="flex justify-center py-12">
            <Spinner label="Loading users" className="size-8" />
          </div>
        )}
      </div>
    </section>
  );
}

export function UsersPage() {
  return (
    <AdminGate onDenied="refuse">
      <UserManagement />
    </AdminGate>
  );
}
