import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortDirection, SortKey } from '../utils/search-url';

export type SortState = { key: SortKey | null; direction: SortDirection; onSort: (key: SortKey, direction: SortDirection) => void };

type Props = { label: string; sortKey: SortKey; sort: SortState; className: string };

/**
 * A column header that sorts by the API's key for it, as in the WAI-ARIA
 * sortable table pattern: a button inside the header, aria-sort on the one
 * sorted column. A click sorts ascending, a second descending; it sets the
 * same URL state as the Sort by menu, so the two always agree.
 */
export function SortHeader({ label, sortKey, sort, className }: Props) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined} className={className}>
      <button
        type="button"
        onClick={() => sort.onSort(sortKey, active && sort.direction === 'asc' ? 'desc' : 'asc')}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:text-white"
      >
        {label}
        <Icon aria-hidden="true" className={`size-3.5 shrink-0 ${active ? 'text-blue-700 dark:text-blue-300' : 'opacity-60'}`} />
      </button>
    </th>
  );
}
