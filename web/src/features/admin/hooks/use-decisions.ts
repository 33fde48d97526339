import type { Submission } from '@core/schemas/submissions';
import type { Decision } from '../api/admin-api';
import type { BulkToasts } from '../utils/decision-toasts';
import { useSelection } from './use-selection';
import { useBulkDecision, useDecision } from './use-submissions';

/** Which decision is running on screen, if any: only one at a time (spec public §4). */
export interface Busy {
  locked: boolean;
  running: { id: string; action: Decision } | null;
}

type Options = { toasts: BulkToasts & { noneSelected: () => void }; afterAction?: () => void };

/** Selection, one-row and bulk decisions over the rows on screen, with the one-at-a-time lock of spec public §4. */
export const useDecisions = (items: readonly Submission[], { toasts, afterAction }: Options) => {
  const selection = useSelection(items.map((s) => s.id));
  const done = () => {
    selection.clear();
    afterAction?.();
  };
  const single = useDecision(done);
  const bulk = useBulkDecision(toasts, done);
  const locked = single.isPending || bulk.isPending;

  const busy: Busy = { locked, running: single.isPending ? single.variables : null };
  return {
    selection,
    busy,
    bulkRunning: bulk.isPending ? bulk.variables.action : null,
    decide: (id: string, action: Decision) => {
      if (!locked) single.mutate({ id, action });
    },
    decideSelected: (action: Decision) => {
      if (locked) return;
      if (selection.selected.length === 0) toasts.noneSelected();
      else bulk.mutate({ action, ids: selection.selected });
    },
  };
};
