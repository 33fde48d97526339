import type { Submission } from '@core/schemas/submissions';
import { formatDate } from '../../../lib/format-date';
import type { Decision } from '../api/admin-api';
import type { Busy } from '../hooks/use-decisions';
import type { Selection } from '../hooks/use-selection';
import { fullName, orNotAvailable, specialtyOf } from '../utils/submission-display';
import { Checkbox } from './checkbox';
import { RowActions } from './decision-buttons';
import { cellClass, HeaderCell, headClass, rowClass, SpecialtyBadge, TableFrame } from './table-parts';

type PendingTableProps = {
  items: Submission[];
  selection: Selection;
  busy: Busy;
  onDecide: (id: string, action: Decision) => void;
};

/** The dashboard's pending submissions: select, Name, Email, Company, Specialty, Submitted, actions (spec public §2). */
export function PendingTable({ items, selection, busy, onDecide }: PendingTableProps) {
  return (
    <TableFrame label="Pending submissions">
      <thead className={headClass}>
        <tr>
          <th scope="col" className="w-10 px-4 py-2">
            <Checkbox label="Select all" checked={selection.allSelected} indeterminate={selection.someSelected} disabled={busy.locked || items.length === 0} onChange={selection.toggleAll} />
          </th>
          <HeaderCell>Name</HeaderCell>
          <HeaderCell>Email</HeaderCell>
          <HeaderCell>Company</HeaderCell>
          <HeaderCell>Specialty</HeaderCell>
          <HeaderCell>Submitted</HeaderCell>
          <HeaderCell className="text-right">Actions</HeaderCell>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr className={rowClass}>
            <td colSpan={7} className="px-4 py-8 text-center text-slate-600 dark:text-slate-400">
              No pending submissions found
            </td>
          </tr>
        ) : (
          items.map((s) => (
            <tr key={s.id} className={rowClass}>
              <td className={cellClass}>
                <Checkbox label={`Select ${fullName(s)}`} checked={selection.isSelected(s.id)} disabled={busy.locked} onChange={() => selection.toggle(s.id)} />
              </td>
              <td className={`${cellClass} font-medium`}>{fullName(s)}</td>
              <td className={`${cellClass} break-all`}>{s.email}</td>
              <td className={cellClass}>{orNotAvailable(s.companyName)}</td>
              <td className={cellClass}>
                <SpecialtyBadge>{specialtyOf(s)}</SpecialtyBadge>
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDate(s.createdAt)}</td>
              <td className={cellClass}>
                <RowActions id={s.id} name={fullName(s)} busy={busy} onDecide={onDecide} />
              </td>
            </tr>
          ))
        )}
      </tbody>
    </TableFrame>
  );
}
