import type { AdminUserRow } from '@core/schemas/admin';
import { formatDate } from '../../../lib/format-date';
import { SubscriptionBadge } from './subscription-badge';
import { cellClass, HeaderCell, headClass, rowClass, TableFrame } from './table-parts';
import { formatCount } from '../../../lib/format-count';

const n = formatCount;

/**
 * User Management's table: Email (+ Admin), Signup Date, Last Sign In, Subscription, Exported Contacts (spec public §2, §3),
 * then reveals and exported rows today and over 30 days (issue 17), so harvesting stands out.
 */
export function UsersTable({ rows }: { rows: AdminUserRow[] }) {
  return (
    <TableFrame label="Users">
      <thead className={headClass}>
        <tr>
          <HeaderCell>Email</HeaderCell>
          <HeaderCell>Signup Date</HeaderCell>
          <HeaderCell>Last Sign In</HeaderCell>
          <HeaderCell>Subscription</HeaderCell>
          <HeaderCell className="text-right">Exported Contacts</HeaderCell>
          <HeaderCell className="text-right">Reveals (today / 30 days)</HeaderCell>
          <HeaderCell className="text-right">Exported Rows (today / 30 days)</HeaderCell>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr className={rowClass}>
            <td colSpan={7} className="px-4 py-8 text-center text-slate-600 dark:text-slate-400">
              No users found
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.id} className={rowClass}>
              <td className={`${cellClass} break-all`}>
                {row.email}
                {row.isAdmin && (
                  <span className="ml-2 inline-block rounded-full bg-purple-100 px-2 py-0.5 text-xs font-medium text-purple-800 dark:bg-purple-950 dark:text-purple-300">
                    Admin
                  </span>
                )}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{row.signupDate ? formatDate(row.signupDate) : 'N/A'}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{row.lastSignInAt ? formatDate(row.lastSignInAt) : 'Never'}</td>
              <td className={cellClass}>
                <SubscriptionBadge user={row} />
              </td>
              <td className={`${cellClass} text-right tabular-nums`}>{formatCount(row.totalExports)}</td>
              <td className={`${cellClass} whitespace-nowrap text-right tabular-nums`}>
                {n(row.usage.revealsToday)} / {n(row.usage.reveals30d)}
              </td>
              <td className={`${cellClass} whitespace-nowrap text-right tabular-nums`}>
                {n(row.usage.exportedRowsToday)} / {n(row.usage.exportedRows30d)}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </TableFrame>
  );
}
