import { useId } from 'react';
import { useAccess } from '../../../components/access/use-access';
import { formatDate } from '../../../lib/format-date';
import { type AlertSetting as Setting, type SavedSearch, useSetAlerts } from '../api/saved-searches-api';

const options: ReadonlyArray<[Setting, string]> = [
  ['off', 'Off'],
  ['daily', 'Daily'],
  ['weekly', 'Weekly'],
];

/** Why the viewer may not turn alerts on (the server's rule, core/alert-schedule.ts), or null. */
const lockReason = (access: ReturnType<typeof useAccess>): string | null => {
  if (access.isDemo) return 'Search alerts are disabled in demo mode';
  if (access.isAdmin || access.subscribedTo('basic')) return null;
  return 'Search alerts need a Monthly or Annual plan';
};

/**
 * A saved search's email alerts (issue 17): off / daily / weekly, and when
 * the last digest went. Locked, with the reason, for free and demo accounts;
 * an alert that is on can always be turned off.
 */
export function AlertSetting({ search }: { search: SavedSearch }) {
  const id = useId();
  const access = useAccess();
  const setAlerts = useSetAlerts();
  const reason = access.ready ? lockReason(access) : null;
  const locked = reason !== null && search.alerts === 'off';
  const pending = setAlerts.isPending && setAlerts.variables?.id === search.id;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
      <label htmlFor={id} className="font-medium text-slate-700 dark:text-slate-300">
        Email alerts
      </label>
      <select
        id={id}
        value={pending ? setAlerts.variables.alerts : search.alerts}
        disabled={locked || pending || !access.ready}
        aria-describedby={reason ? `${id}-reason` : undefined}
        onChange={(e) => setAlerts.mutate({ id: search.id, alerts: e.target.value as Setting })}
        className="h-8 rounded-md border border-slate-300 bg-white px-2 text-xs shadow-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900"
      >
        {options.map(([value, label]) => (
          <option key={value} value={value} disabled={reason !== null && value !== 'off'}>
            {label}
          </option>
        ))}
      </select>
      <span className="text-slate-500 dark:text-slate-400">{search.lastDigestAt ? `Last digest ${formatDate(search.lastDigestAt)}` : 'No digest yet'}</span>
      {reason && (
        <p id={`${id}-reason`} className="w-full text-amber-700 dark:text-amber-300">
          {reason}
        </p>
      )}
    </div>
  );
}
