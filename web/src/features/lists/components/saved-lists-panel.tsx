import { Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Dialog } from '../../../components/ui/dialog';
import { buttonClasses } from '../../../components/ui/button-classes';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useDeleteList, useMyLists } from '../api/use-lists';
import { physicianCount } from './lists-grid';

/** The Saved Lists side panel (spec core §2): loads when opened by a signed-in user. */
export function SavedListsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const lists = useMyLists(open);
  const remove = useDeleteList();
  const deletingId = remove.isPending ? remove.variables : null;

  useEffect(() => {
    if (open && lists.isError) toast.error('Error', { description: 'Failed to load your saved lists' });
  }, [open, lists.isError]);

  return (
    <Dialog open={open} onClose={onClose} variant="side" title="Saved Lists">
      {lists.isPending ? (
        <p role="status">Loading saved lists...</p>
      ) : lists.isError ? (
        <p role="alert">Failed to load your saved lists</p>
      ) : lists.data.length === 0 ? (
        <div className="space-y-4 text-center">
          <p>You don't have any saved lists yet.</p>
          <Link to={paths.directory} onClick={onClose} className={buttonClasses()}>
            Go to Directory
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {lists.data.map((list) => (
            <li key={list.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold">{list.name}</h3>
                <button
                  type="button"
                  aria-label={`Delete ${list.name}`}
                  disabled={deletingId === list.id}
                  onClick={() => remove.mutate(list.id)}
                  className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'text-red-600' })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
              <p className="text-xs text-slate-500">Created on {formatDate(list.createdAt)}</p>
              <p className="text-sm">{physicianCount(list.physicianCount)}</p>
              {list.description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{list.description}</p>}
              <Link to={paths.list(list.id)} onClick={onClose} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}>
                View List
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
