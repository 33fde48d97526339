import type { LucideIcon } from 'lucide-react';
import { formatCount } from '../../../lib/format-count';

/** One of User Management's totals (spec public §2). */
export function StatCard({ label, value, icon: Icon }: { label: string; value: number | undefined; icon: LucideIcon }) {
  return (
    <div className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span className="rounded-full bg-blue-50 p-3 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <dl>
        <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
        <dd className="text-2xl font-bold">{value === undefined ? '—' : formatCount(value)}</dd>
      </dl>
    </div>
  );
}
