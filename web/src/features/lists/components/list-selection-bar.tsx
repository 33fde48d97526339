import { MEMBER_STATUSES, MEMBER_STATUS_LABELS, type MemberStatus } from '@core/schemas/list-pipeline';
import { type ReactNode, useId, useState } from 'react';
import { useAccess } from '../../../components/access/use-access';
import { demoRestrictionMessages } from '../../../components/demo/demo-tooltip';
import { Button } from '../../../components/ui/button';
import type { ListSummary, ListView } from '../api/lists-api';
import { useBulkMembers } from '../api/use-bulk-members';
import { type ListSelection, everySelected, nothingSelected, selectedCount, selectionBody, selectionProblem } from '../utils/list-selection';
import { selectClass } from './member-status-select';
import { MoveCopyDialog } from './move-copy-dialog';
import { ReasonButton } from './reason-button';
import { RemoveSelectedDialog } from './remove-selected-dialog';
import { formatCount } from '../../../lib/format-count';

type Props = {
  list: ListSummary;
  view: ListView;
  /** Members in the view shown (the list, or the status it is filtered by): what Select all takes. */
  total: number;
  selection: ListSelection;
  onSelection: (next: ListSelection) => void;
  /** The exports feature's Export selected, given the count (composed in routes). */
  exportSelected?: (count: number) => ReactNode;
};

/**
 * The list page's bulk tools: Select all / Clear, set a status, move or copy
 * to another list, remove, export. Each says why it is unavailable before
 * the click (nothing selected, demo, no plan for move/copy), the rules the
 * server enforces on POST /api/lists/{id}/physicians/bulk.
 */
export function ListSelectionBar({ list, view, total, selection, onSelection, exportSelected }: Props) {
  const access = useAccess();
  const [status, setStatus] = useState<MemberStatus>('contacted');
  const [dialog, setDialog] = useState<'move' | 'remove' | null>(null);
  const bulk = useBulkMembers(list.id, list.name, () => {
    setDialog(null);
    onSelection(nothingSelected);
  });
  const statusId = useId();
  const count = selectedCount(selection, total);
  const body = selectionBody(selection, view.status);
  const demo = access.isDemo || access.capabilities?.canSaveLists === false ? demoRestrictionMessages.default : null;
  const problem = demo ?? selectionProblem(selection, total);
  const moveProblem = problem ?? (access.ready && !access.passes('basic') ? 'Subscribe to a paid plan to move or copy physicians to lists' : null);
  const n = formatCount(count);

  return (
    <div role="group" aria-label="Selected physicians" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-900">
      <p aria-live="polite" className="self-center text-sm font-medium">
        {count === 0 ? 'None selected' : `${n} selected${selection.mode === 'all' ? ` (all${view.status ? ` ${MEMBER_STATUS_LABELS[view.status]}` : ''}${selection.exclude.size ? ` but ${selection.exclude.size}` : ''})` : ''}`}
      </p>
      {selection.mode === 'all' || count > 0 ? (
        <Button variant="secondary" size="sm" onClick={() => onSelection(nothingSelected)}>
          Clear selection
        </Button>
      ) : null}
      {selection.mode !== 'all' && total > 0 && (
        <Button variant="secondary" size="sm" onClick={() => onSelection(everySelected)}>
          Select all {formatCount(total)}
        </Button>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={statusId} className="space-y-1 text-sm font-medium">
          <span className="block">Set status of selected</span>
          <select id={statusId} value={status} onChange={(e) => setStatus(e.target.value as MemberStatus)} className={selectClass}>
            {MEMBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {MEMBER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <ReasonButton size="sm" reason={problem} disabled={bulk.isPending} onClick={() => bulk.mutate({ action: 'status', status, ...body })}>
          Apply status
        </ReasonButton>
      </div>
      <ReasonButton variant="secondary" size="sm" reason={moveProblem} aria-haspopup="dialog" onClick={() => setDialog('move')}>
        Move or copy…
      </ReasonButton>
      <ReasonButton variant="secondary" size="sm" reason={problem} aria-haspopup="dialog" className="text-red-700 dark:text-red-300" onClick={() => setDialog('remove')}>
        Remove selected
      </ReasonButton>
      {count > 0 && exportSelected?.(count)}
      <MoveCopyDialog
        open={dialog === 'move'}
        list={list}
        count={count}
        busy={bulk.isPending}
        onClose={() => setDialog(null)}
        onConfirm={({ action, target }) => bulk.mutate({ action, targetListId: target.id, targetName: target.name, ...body })}
      />
      <RemoveSelectedDialog
        open={dialog === 'remove'}
        listName={list.name}
        count={count}
        busy={bulk.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => bulk.mutate({ action: 'remove', ...body })}
      />
    </div>
  );
}
