import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, Download, Flag, Users } from 'lucide-react';
import { adminApi, adminKeys } from '../api/admin-api';
import { StatCard } from './stat-card';

/** The dashboard's figures: what waits (pending, open reports) and what happened (approved this week, exports today, users). */
export function OverviewCards() {
  const overview = useQuery({ queryKey: adminKeys.overview, queryFn: ({ signal }) => adminApi.overview(signal) });
  const o = overview.data;
  return (
    <section aria-label="Overview" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <StatCard label="Pending submissions" value={o?.pendingSubmissions} icon={Clock} />
      <StatCard label="Approved this week" value={o?.approvedThisWeek} icon={CheckCircle2} />
      <StatCard label="Open contact reports" value={o?.openContactReports} icon={Flag} />
      <StatCard label="Users" value={o?.users} icon={Users} />
      <StatCard label="Rows exported today (UTC)" value={o?.exportedRowsToday} icon={Download} />
    </section>
  );
}
