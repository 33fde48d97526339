import { Check, Loader2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { Decision } from '../api/admin-api';
import type { Busy } from '../hooks/use-decisions';

const icon = (runningHere: boolean, Idle: typeof Check) =>
  runningHere ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Idle aria-hidden="true" className="size-4" />;

type RowActionsProps = { id: string; name: string; busy: Busy; onDecide: (id: string, action: Decision) => void };

/** Per-row Reject and Approve, named after the row for screen readers. */
export function RowActions({ id, name, busy, onDecide }: RowActionsProps) {
  const here = (action: Decision) => busy.running?.id === id && busy.running.action === action;
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" size="sm" aria-label={`Reject ${name}`} disabled={busy.locked} onClick={() => onDecide(id, 'reject')}>
        {icon(here('reject'), X)}
        Reject
      </Button>
      <Button size="sm" aria-label={`Approve ${name}`} disabled={busy.locked} onClick={() => onDecide(id, 'approve')}>
        {icon(here('approve'), Check)}
        Approve
      </Button>
    </div>
  );
}

type BulkActionsProps = { disabled: boolean; running: Decision | null; onDecide: (action: Decision) => void };

/** "Reject Selected" and "Approve Selected", disabled without a selection or while anything runs. */
export function BulkActions({ disabled, running, onDecide }: BulkActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onDecide('reject')}>
        {icon(running === 'reject', X)}
        Reject Selected
      </Button>
      <Button size="sm" disabled={disabled} onClick={() => onDecide('approve')}>
        {icon(running === 'approve', Check)}
        Approve Selected
      </Button>
    </div>
  );
}
