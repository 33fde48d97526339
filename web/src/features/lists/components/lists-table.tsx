import { Eye, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import type { ListSummary } from '../api/lists-api';

type Props = { lists: ListSummary[]; deletingId: string | null; onDelete: (list: ListSummary) => void };

/** The table presentation: Name, Physicians, Created On, Actions (View, Delete). */
export function ListsTable({ lists, deletingId, onDelete }: Props) {
  if (lists.length === 0) return <p className="py-8 text-center text-slate-600 dark:text-slate-400">You have no saved lists yet.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className="px-4 py-2">Name</th>
            <th scope="col" className="px-4 py-2">Physicians</th>
            <th scope="col" className="px-4 py-2">Created On</th>
            <th scope="col" className="px-4 py-2 text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {lists.map((list) => (
            <tr key={list.id} className="border-t border-slate-200 dark:border-slate-800">
              <td className="px-4 py-2 font-medium">{list.name}</td>
              <td className="px-4 py-2">{list.physicianCount}</td>
              <td className="px-4 py-2">{formatDate(list.createdAt)}</td>
              <td className="space-x-2 px-4 py-2 text-right">
                <Link to={paths.list(list.id)} aria-label={`View ${list.name}`} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  <Eye aria-hidden="true" className="size-4" />
                  View
                </Link>
                <button
                  type="button"
                  aria-label={`Delete ${list.name}`}
                  disabled={deletingId === list.id}
                  onClick={() => onDelete(list)}
                  className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'text-red-600' })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
