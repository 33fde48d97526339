import { Link } from 'react-router-dom';
import { SidePanelList } from '../../../components/layout/side-panel-list';
import { buttonClasses } from '../../../components/ui/button-classes';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useDeleteList, useMyLists } from '../api/use-lists';
import { physicianCount } from './lists-grid';

/** The Saved Lists side panel (spec core §2): loads when opened by a signed-in user. */
export function SavedListsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const lists = useMyLists(open);
  const remove = useDeleteList();
  return (
    <SidePanelList
      open={open}
      onClose={onClose}
      title="Saved Lists"
      noun="saved lists"
      items={lists}
      empty={{ to: paths.directory, label: 'Go to Directory' }}
      onDelete={(id) => remove.mutate(id)}
      deletingId={remove.isPending ? remove.variables : null}
    >
      {(list) => (
        <>
          <p className="text-xs text-slate-500 dark:text-slate-400">Created on {formatDate(list.createdAt)}</p>
          <p className="text-sm">{physicianCount(list.physicianCount)}</p>
          {list.description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{list.description}</p>}
          <Link to={paths.list(list.id)} onClick={onClose} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}>
            View List
          </Link>
        </>
      )}
    </SidePanelList>
  );
}
