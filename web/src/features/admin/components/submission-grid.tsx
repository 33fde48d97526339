import type { Submission } from '@core/schemas/submissions';
import { Fragment, useId, useState } from 'react';
import type { Decision } from '../api/admin-api';
import type { Busy } from '../hooks/use-decisions';
import type { Selection } from '../hooks/use-selection';
import { fullName } from '../utils/submission-display';
import { Checkbox } from './checkbox';
import { RowActions } from './decision-buttons';
import { SubmissionDetails } from './submission-details';
import type { SubmissionColumn } from './submission-columns';
import { cellClass, HeaderCell, headClass, rowClass, TableFrame } from './table-parts';

type SubmissionGridProps = {
  label: string;
  columns: readonly SubmissionColumn[];
  items: Submission[];
  /** Pending rows get a select box and the decision buttons; decided rows are read-only. */
  decidable: boolean;
  selection: Selection;
  busy: Busy;
  onDecide: (id: string, action: Decision) => void;
  /** Shown as a row when there is nothing to list; without it the caller shows its own empty text. */
  emptyText?: string;
};

/** The submissions table both admin pages share; each picks its columns. */
export function SubmissionGrid({ label, columns, items, decidable, selection, busy, onDecide, emptyText }: SubmissionGridProps) {
  const span = columns.length + 1 + (decidable ? 2 : 0);
  const detailsId = useId();
  // Issue 25 item 5: rows open to the whole submission, so nothing is decided unread.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <TableFrame label={label}>
      <thead className={headClass}>
        <tr>
          {decidable && (
            <th scope="col" className="w-10 px-4 py-2">
              <Checkbox label="Select all" checked={selection.allSelected} indeterminate={selection.someSelected} disabled={busy.locked || items.length === 0} onChange={selection.toggleAll} />
            </th>
          )}
          {columns.map((c) => (
            <HeaderCell key={c.header}>{c.header}</HeaderCell>
          ))}
          <HeaderCell>Details</HeaderCell>
          {decidable && <HeaderCell className="text-right">Actions</HeaderCell>}
        </tr>
      </thead>
      <tbody>
        {items.length === 0 && emptyText !== undefined ? (
          <tr className={rowClass}>
            <td colSpan={span} className="px-4 py-8 text-center text-slate-600 dark:text-slate-400">
              {emptyText}
            </td>
          </tr>
        ) : (
          items.map((s) => (
            <Fragment key={s.id}>
              <tr className={rowClass}>
                {decidable && (
                  <td className={cellClass}>
                    <Checkbox label={`Select ${fullName(s)}`} checked={selection.isSelected(s.id)} disabled={busy.locked} onChange={() => selection.toggle(s.id)} />
                  </td>
                )}
                {columns.map((c) => (
                  <td key={c.header} className={c.className ? `${cellClass} ${c.className}` : cellClass}>
                    {c.cell(s)}
                  </td>
                ))}
                <td className={cellClass}>
                  <button
                    type="button"
                    aria-expanded={open.has(s.id)}
                    aria-controls={open.has(s.id) ? `${detailsId}-${s.id}` : undefined}
                    aria-label={`${open.has(s.id) ? 'Hide' : 'Show'} details of ${fullName(s)}`}
                    onClick={() => toggle(s.id)}
                    className="whitespace-nowrap rounded text-sm font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
                  >
                    {open.has(s.id) ? 'Hide' : 'Show'}
                  </button>
                </td>
                {decidable && (
                  <td className={cellClass}>
                    <RowActions id={s.id} name={fullName(s)} busy={busy} onDecide={onDecide} />
                  </td>
                )}
              </tr>
              {open.has(s.id) && (
                <tr>
                  <td colSpan={span} className="p-0">
                    <SubmissionDetails id={`${detailsId}-${s.id}`} submission={s} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))
        )}
      </tbody>
    </TableFrame>
  );
}
