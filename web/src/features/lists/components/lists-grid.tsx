import { Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import type { ListSummary } from '../api/lists-api';
import { SharedBadge } from './share-toggle';

export const physicianCount = (n: number) => `${n} physician${n === 1 ? '' : 's'}`;

export function ListsGridSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading lists" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} data-testid="list-skeleton" className="h-40 rounded-lg bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}

/** The 'My Physician Lists' cards: name, description, count, Updated date, View List. */
export function ListsGrid({ lists }: { lists: ListSummary[] }) {
  if (lists.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
        <h2 className="text-lg font-semibold">No physician lists yet</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Search the directory and add physicians to a list.</p>
        <Link to={paths.search} className={buttonClasses({ className: 'mt-4' })}>
          Start Searching
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {lists.map((list) => (
        <li key={list.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <h2 className="text-lg font-semibold">{list.name}</h2>
          <SharedBadge list={list} />
          {list.description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{list.description}</p>}
          <p className="mt-3 flex items-center gap-2 text-sm">
            <Users aria-hidden="true" className="size-4" />
            {physicianCount(list.physicianCount)}
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">Updated {formatDate(list.updatedAt)}</p>
          <Link to={paths.list(list.id)} aria-label={`View List ${list.name}`} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-4 self-start' })}>
            View List
          </Link>
        </li>
      ))}
    </ul>
  );
}
