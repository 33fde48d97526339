import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { ListSummary } from '../api/lists-api';
import { useMyLists } from '../api/use-lists';
import { selectClass } from './member-status-select';
import { formatCount } from '../../../lib/format-count';

export type MoveOrCopy = { action: 'move' | 'copy'; target: ListSummary };

type Props = { open: boolean; list: ListSummary; count: number; busy: boolean; onClose: () => void; onConfirm: (choice: MoveOrCopy) => void };

/** Move (taken off this list) or copy the selected physicians, with their status and note, to another of the user's lists. */
export function MoveCopyDialog({ open, list, count, busy, onClose, onConfirm }: Props) {
  const lists = useMyLists(open);
  const others = (lists.data ?? []).filter((l) => l.id !== list.id);
  const [action, setAction] = useState<'move' | 'copy'>('move');
  const [targetId, setTargetId] = useState('');
  const selectId = useId();
  useEffect(() => {
    if (!others.some((l) => l.id === targetId)) setTargetId(others[0]?.id ?? '');
  }, [others, targetId]);
  const target = others.find((l) => l.id === targetId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (target) onConfirm({ action, target });
  };
  const n = `${formatCount(count)} physician${count === 1 ? '' : 's'}`;
  return (
    <Dialog open={open} onClose={onClose} title="Move or copy to another list" description={`${n} selected from ${list.name}. Their status and note go with them.`}>
      <form onSubmit={submit} className="space-y-4">
        <fieldset className="flex gap-4">
          <legend className="sr-only">Move or copy</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="bulk-action" checked={action === 'move'} onChange={() => setAction('move')} />
            Move (take off this list)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="bulk-action" checked={action === 'copy'} onChange={() => setAction('copy')} />
            Copy (keep here too)
          </label>
        </fieldset>
        {lists.isPending ? (
          <p className="text-sm">Loading your lists...</p>
        ) : others.length === 0 ? (
          <p className="text-sm">You have no other list yet. Create one from the search page, then come back.</p>
        ) : (
          <div className="space-y-1">
            <label htmlFor={selectId} className="block text-sm font-medium">
              Target list
            </label>
            <select id={selectId} value={targetId} onChange={(e) => setTargetId(e.target.value)} className={`${selectClass} w-full`}>
              {others.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name} ({l.physicianCount})
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!target || busy}>
            {busy ? 'Working...' : action === 'move' ? 'Move' : 'Copy'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
