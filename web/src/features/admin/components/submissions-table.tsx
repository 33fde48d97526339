import type { Submission, SubmissionStatus } from '@core/schemas/submissions';
import { formatDate } from '../../../lib/format-date';
import type { Decision } from '../api/admin-api';
import type { Busy } from '../hooks/use-decisions';
import type { Selection } from '../hooks/use-selection';
import { dateOrNotAvailable, fullName, orNotAvailable, specialtyOf } from '../utils/submission-display';
import { Checkbox } from './checkbox';
import { RowActions } from './decision-buttons';
import { cellClass, HeaderCell, headClass, rowClass, SpecialtyBadge, TableFrame } from './table-parts';

type SubmissionsTableProps = {
  status: SubmissionStatus;
  items: Submission[];
  selection: Selection;
  busy: Busy;
  onDecide: (id: string, action: Decision) => void;
};

const decidedHeader = { pending: null, approved: 'Approved At', rejected: 'Processed At' } as const;

/** One status's submissions with the columns of spec public §2; only pending rows can be selected and decided. */
export function SubmissionsTable({ status, items, selection, busy, onDecide }: SubmissionsTableProps) {
  const pending = status === 'pending';
  const decided = decidedHeader[status];
  return (
    <TableFrame label={`${status[0]?.toUpperCase()}${status.slice(1)} submissions`}>
      <thead className={headClass}>
        <tr>
          {pending && (
            <th scope="col" className="w-10 px-4 py-2">
              <Checkbox label="Select all" checked={selection.allSelected} indeterminate={selection.someSelected} disabled={busy.locked} onChange={selection.toggleAll} />
            </th>
          )}
          <HeaderCell>Name</HeaderCell>
          <HeaderCell>Email</HeaderCell>
          <HeaderCell>Company</HeaderCell>
          <HeaderCell>Location</HeaderCell>
          <HeaderCell>Specialty</HeaderCell>
          <HeaderCell>Submitted</HeaderCell>
          {decided && <HeaderCell>{decided}</HeaderCell>}
          {pending && <HeaderCell className="text-right">Actions</HeaderCell>}
        </tr>
      </thead>
      <tbody>
        {items.map((s) => (
          <tr key={s.id} className={rowClass}>
            {pending && (
              <td className={cellClass}>
                <Checkbox label={`Select ${fullName(s)}`} checked={selection.isSelected(s.id)} disabled={busy.locked} onChange={() => selection.toggle(s.id)} />
              </td>
            )}
            <td className={cellClass}>
              <div className="font-medium">{fullName(s)}</div>
              <div className="text-xs text-slate-600 dark:text-slate-400">{s.title}</div>
            </td>
            <td className={`${cellClass} break-all`}>{s.email}</td>
            <td className={cellClass}>{orNotAvailable(s.companyName)}</td>
            <td className={cellClass}>{orNotAvailable(s.location)}</td>
            <td className={cellClass}>
              <SpecialtyBadge>{specialtyOf(s)}</SpecialtyBadge>
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatDate(s.createdAt)}</td>
            {decided && <td className={`${cellClass} whitespace-nowrap`}>{dateOrNotAvailable(s.approvedAt)}</td>}
            {pending && (
              <td className={cellClass}>
                <RowActions id={s.id} name={fullName(s)} busy={busy} onDecide={onDecide} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
