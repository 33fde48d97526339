import { LIST_SORTS, MEMBER_STATUSES, MEMBER_STATUS_LABELS, type ListSort, type MemberStatus, type StatusCounts } from '@core/schemas/list-pipeline';
import type { ListView } from '../api/lists-api';
import { selectClass } from './member-status-select';

const sortLabels: Record<ListSort, string> = { added: 'Newest added', status: 'Status (pipeline order)', name: 'Name (last, first, A–Z)' };

type Props = { view: ListView; counts: StatusCounts; total: number; onChange: (view: ListView) => void };

/** Show one status or all, newest first, by pipeline stage or by name; each status choice says how many it holds. */
export function ListViewControls({ view, counts, total, onChange }: Props) {
  return (
    <div role="group" aria-label="Filter and sort the list" className="flex flex-wrap items-end gap-4">
      <label className="space-y-1 text-sm font-medium text-slate-700 dark:text-slate-200">
        <span className="block">Status</span>
        <select
          value={view.status ?? ''}
          onChange={(e) => onChange({ ...view, status: (e.target.value || null) as MemberStatus | null })}
          className={selectClass}
        >
          <option value="">All statuses ({total})</option>
          {MEMBER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {MEMBER_STATUS_LABELS[s]} ({counts[s]})
            </option>
          ))}
        </select>
      </label>
      <label className="space-y-1 text-sm font-medium text-slate-700 dark:text-slate-200">
        <span className="block">Sort by</span>
        <select value={view.sort} onChange={(e) => onChange({ ...view, sort: e.target.value as ListSort })} className={selectClass}>
          {LIST_SORTS.map((s) => (
            <option key={s} value={s}>
              {sortLabels[s]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
