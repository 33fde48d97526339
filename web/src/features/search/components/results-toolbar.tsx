import { CheckSquare, Download, ListPlus, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { AllowanceLeft } from '../../../components/usage/allowance-left';
import type { LockedActions } from '../utils/locked-actions';
import type { SelectionMode } from '../utils/selection';
import { ExplainedButton } from './explained-button';

type Props = {
  mode: SelectionMode;
  count: number;
  selectingAll: boolean;
  exporting: boolean;
  onTogglePage: () => void;
  onToggleAll: () => void;
  /** Absent until the lists feature provides it: the button is not shown. */
  onAddToList?: () => void;
  /** Absent until the exports feature provides it: the button is not shown. */
  onExport?: () => void;
  sort: ReactNode;
  /** The Cards/Table toggle and, in the table, its column chooser. */
  view?: ReactNode;
  /** Actions this viewer may not use, each with its reason, shown instead of a refusal after the click. */
  locked?: LockedActions;
};

/** Select Page, Select All, Add to List (n), Export Selected (n) and the sort menu (spec core §2), with the allowance left today. */
export function ResultsToolbar({ mode, count, selectingAll, exporting, onTogglePage, onToggleAll, onAddToList, onExport, sort, view, locked = {} }: Props) {
  return (
    <div className="space-y-2">
      <div role="toolbar" aria-label="Results actions" className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={onTogglePage}>
          <CheckSquare aria-hidden="true" className="size-4" />
          {mode === 'page' ? 'Deselect Page' : 'Select Page'}
        </Button>
        <ExplainedButton
          variant="secondary"
          size="sm"
          lockedReason={mode === 'all' ? undefined : locked.selectAll}
          onClick={onToggleAll}
          disabled={selectingAll}
          aria-busy={selectingAll}
        >
          {selectingAll && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {mode === 'all' ? 'Deselect All' : 'Select All'}
        </ExplainedButton>
        {onAddToList && (
          <ExplainedButton size="sm" lockedReason={locked.addToList} onClick={onAddToList}>
            <ListPlus aria-hidden="true" className="size-4" />
            Add to List ({count})
          </ExplainedButton>
        )}
        {onExport && (
          <ExplainedButton variant="secondary" size="sm" lockedReason={locked.exportSelected} onClick={onExport} disabled={exporting} aria-busy={exporting}>
            {exporting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Download aria-hidden="true" className="size-4" />}
            {exporting ? 'Exporting...' : `Export Selected (${count})`}
          </ExplainedButton>
        )}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {view}
          {sort}
        </div>
      </div>
      {/* Beside the tools that spend it (reveals on the results, Export Selected), not only on Account. */}
      <AllowanceLeft />
    </div>
  );
}
