import { LayoutGrid, Plus, Search, Table } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/toast/toast';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import type { ListSummary } from '../api/lists-api';
import { useDeleteList, useMyLists } from '../api/use-lists';
import { DeleteListDialog } from '../components/delete-list-dialog';
import { ListsGrid, ListsGridSkeleton } from '../components/lists-grid';
import { ListsTable } from '../components/lists-table';
import { paths } from '../../../lib/paths';

/** /lists: 'My Physician Lists' as cards or as a table (spec core §2 My Lists). */
export function ListsPage() {
  const lists = useMyLists();
  const remove = useDeleteList('Could not delete list.');
  const [view, setView] = useState<'cards' | 'table'>('cards');
  const [confirming, setConfirming] = useState<ListSummary | null>(null);

  useEffect(() => {
    if (lists.isError) toast.error('Error loading lists', { description: 'Failed to load your physician lists. Please try again.' });
  }, [lists.isError]);

  const confirm = (list: ListSummary) => remove.mutate(list.id, { onSettled: () => setConfirming(null) });
  const toggle = (value: 'cards' | 'table', label: string, Icon: typeof Table) => (
    <Button variant={view === value ? 'primary' : 'secondary'} size="sm" aria-pressed={view === value} onClick={() => setView(value)}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">My Physician Lists</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.search} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <Search aria-hidden="true" className="size-4" />
            Search Physicians
          </Link>
          <Link to={paths.search} className={buttonClasses({ size: 'sm' })}>
            <Plus aria-hidden="true" className="size-4" />
            Add More Physicians
          </Link>
        </div>
      </div>
      <div role="group" aria-label="View" className="mt-4 flex gap-2">
        {toggle('cards', 'Cards', LayoutGrid)}
        {toggle('table', 'Table', Table)}
      </div>
      <div className="mt-6">
        {lists.isPending ? (
          <ListsGridSkeleton />
        ) : lists.isError ? (
          <div role="alert" className="space-y-3 text-center">
            <p>Failed to load your physician lists. Please try again.</p>
            <Button variant="secondary" onClick={() => void lists.refetch()}>
              Retry
            </Button>
          </div>
        ) : view === 'cards' ? (
          <ListsGrid lists={lists.data} />
        ) : (
          <ListsTable lists={lists.data} deletingId={remove.isPending ? (remove.variables ?? null) : null} onDelete={setConfirming} />
        )}
      </div>
      <DeleteListDialog list={confirming} deleting={remove.isPending} onCancel={() => setConfirming(null)} onConfirm={confirm} />
    </div>
  );
}
