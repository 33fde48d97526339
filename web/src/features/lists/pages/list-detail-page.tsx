import type { ListSort, MemberStatus } from '@core/schemas/list-pipeline';
import { type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { AllowanceLeft } from '../../../components/usage/allowance-left';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import type { ListSummary, ListView } from '../api/lists-api';
import { useListDetail, useMyLists } from '../api/use-lists';
import { useRemoveMember } from '../api/use-remove-member';
import { useUpdateMember } from '../api/use-update-member';
import { ListViewControls } from '../components/list-view-controls';
import { ListEmpty, ListNotFound } from '../components/list-empty';
import { ListHeader } from '../components/list-header';
import { ListMembersTable } from '../components/list-members-table';
import { ListSelectionBar } from '../components/list-selection-bar';
import { type ListSelection, isSelected, nothingSelected, setSelected } from '../utils/list-selection';
import { listViewFromSearch, withListView } from '../utils/list-view-url';

const exportTargetOf = (listId: string, view: ListView, s: ListSelection): SelectionExport =>
  s.mode === 'all'
    ? { listId, ...(view.status ? { status: [view.status] } : {}), ...(view.sort !== 'added' ? { sort: view.sort } : {}), exclude: [...s.exclude] }
    : { physicianIds: [...s.ids] };

export type ListDetailPageProps = {
  /**
   * From the exports feature (composed in routes.tsx): the 'Export this list'
   * action, given the view shown (status filter, sort, and how many members it
   * holds) so the file holds exactly the rows of the page.
   */
  exportAction?: (list: ListSummary, shown: ListView & { total: number }) => ReactNode;
  /** From the exports feature: Export selected, for the ticked members or all of the view but those unticked. */
  exportSelection?: (target: SelectionExport, count: number) => ReactNode;
};

/** What an export of the selection holds: the ids ticked, or the view shown minus those unticked (its order, its list columns). */
export type SelectionExport = { physicianIds: string[] } | { listId: string; status?: MemberStatus[]; sort?: ListSort; exclude: string[] };

/** /lists/:listId, or /physician-list: the most recently updated list of the user. */
export function ListDetailPage({ exportAction, exportSelection }: ListDetailPageProps = {}) {
  const { listId } = useParams();
  const mine = useMyLists(listId === undefined);
  // Keyed by list: another list starts again at its first page.
  if (listId) return <ListDetail key={listId} listId={listId} exportAction={exportAction} exportSelection={exportSelection} />;
  if (mine.isPending) return <PageSpinner />;
  if (mine.isError) {
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        Failed to load your physician lists. Please try again.
      </p>
    );
  }
  const latest = [...(mine.data ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  if (!latest) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="mb-6 text-2xl font-bold tracking-tight">Physician List</h1>
        <ListEmpty title="No physician lists yet" text="Search the directory and add physicians to a list." />
      </div>
    );
  }
  return <ListDetail key={latest.id} listId={latest.id} exportAction={exportAction} exportSelection={exportSelection} />;
}

function ListDetail({ listId, exportAction, exportSelection }: { listId: string } & ListDetailPageProps) {
  // The view lives in the URL, so a reload and Back keep the filter and sort (and an export sends the same).
  const [params, setParams] = useSearchParams();
  const view = listViewFromSearch(params);
  const viewKey = `${view.status ?? ''}|${view.sort}`;
  // The cursors of the pages walked so far (null: the first): Previous goes back one, Next pushes the server's nextCursor.
  // A cursor belongs to its view (the API refuses it in another), so another view (chosen, or by Back) starts at its first page.
  const [walked, setWalked] = useState<{ viewKey: string; cursors: Array<string | null> }>({ viewKey, cursors: [null] });
  const cursors = walked.viewKey === viewKey ? walked.cursors : [null];
  const setCursors = (next: Array<string | null>) => setWalked({ viewKey, cursors: next });
  // Select all means all of the view shown: another view starts with nothing selected (pages of one view keep it).
  const [picked, setPicked] = useState<{ viewKey: string; selection: ListSelection }>({ viewKey, selection: nothingSelected });
  const selection = picked.viewKey === viewKey ? picked.selection : nothingSelected;
  const setSelection = (next: ListSelection) => setPicked({ viewKey, selection: next });
  const page = cursors.length;
  const detail = useListDetail(listId, cursors[page - 1] ?? null, view);
  const remove = useRemoveMember(listId);
  const update = useUpdateMember(listId);

  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <ListNotFound />;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <p>{errorMessage(detail.error, 'Failed to load the list.')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void detail.refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  const { list, physicians } = detail.data;
  const next = physicians.nextCursor;
  // The total is the list's stored count, so the page count holds even though pages are read by cursor.
  const lastPage = next === null ? page : Math.max(page + 1, Math.ceil(physicians.total / physicians.pageSize));
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <ListHeader key={list.id} list={list} actions={exportAction?.(list, { ...view, total: physicians.total })} />
      {/* Where reveals (View Email/Phone) and 'Export this list' spend it, not only on Account. */}
      <AllowanceLeft />
      {list.physicianCount > 0 && (
        <ListViewControls
          view={view}
          counts={physicians.statusCounts}
          total={list.physicianCount}
          onChange={(next) => setParams((current) => withListView(current, next))}
        />
      )}
      {list.physicianCount > 0 && (
        <ListSelectionBar
          list={list}
          view={view}
          total={physicians.total}
          selection={selection}
          onSelection={setSelection}
          exportSelected={exportSelection && ((count) => exportSelection(exportTargetOf(list.id, view, selection), count))}
        />
      )}
      {physicians.items.length === 0 ? (
        view.status ? (
          <ListEmpty title="No physicians with this status" text="Choose another status, or All statuses." />
        ) : (
          <ListEmpty title="This list is empty" text="Search the directory to add physicians to this list." />
        )
      ) : (
        <ListMembersTable
          members={physicians.items}
          removingId={remove.isPending ? (remove.variables?.id ?? null) : null}
          onRemove={(m) => remove.mutate({ id: m.id, fullName: m.fullName, listName: list.name })}
          updatingId={update.isPending ? (update.variables?.physicianId ?? null) : null}
          onUpdate={(m, change) => update.mutate({ physicianId: m.id, fullName: m.fullName, ...change })}
          isSelected={(id) => isSelected(selection, id)}
          onSelect={(ids, on) => setSelection(setSelected(selection, ids, on))}
        />
      )}
      {(page > 1 || next !== null) && (
        <nav aria-label="Pagination" className="flex items-center justify-center gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
            Previous
          </Button>
          <span className="text-sm">
            Page {page} of {lastPage}
          </span>
          <Button variant="secondary" size="sm" disabled={next === null} onClick={() => next !== null && setCursors([...cursors, next])}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
