import { Eye, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import type { ListSummary } from '../api/lists-api';
import { listCellClass as cell, listRowClass, ListTableFrame } from './list-table-frame';
import { SharedBadge } from './share-toggle';

const columns = [{ label: 'Name' }, { label: 'Physicians' }, { label: 'Created On' }, { label: 'Actions', end: true }];

type Props = { lists: ListSummary[]; deletingId: string | null; onDelete: (list: ListSummary) => void };

/** The table presentation: Name, Physicians, Created On, Actions (View, Delete). */
export function ListsTable({ lists, deletingId, onDelete }: Props) {
  if (lists.length === 0) return <p className="py-8 text-center text-slate-600 dark:text-slate-400">You have no saved lists yet.</p>;
  return (
    <ListTableFrame columns={columns}>
      {lists.map((list) => (
        <tr key={list.id} className={listRowClass}>
          <td className={`${cell} font-medium`}>
            {list.name} <SharedBadge list={list} />
          </td>
          <td className={cell}>{list.physicianCount}</td>
          <td className={cell}>{formatDate(list.createdAt)}</td>
          <td className={`${cell} space-x-2 text-right`}>
            <Link to={paths.list(list.id)} aria-label={`View ${list.name}`} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              <Eye aria-hidden="true" className="size-4" />
              View
            </Link>
            {list.mayManage && (
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
            )}
          </td>
        </tr>
      ))}
    </ListTableFrame>
  );
}
