import { Columns3 } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../../components/layout/use-dismiss';
import { Button } from '../../../components/ui/button';
import { type ColumnId, tableColumns, toggleColumn } from '../utils/table-columns';

type Props = { shown: readonly ColumnId[]; onChange: (shown: readonly ColumnId[]) => void };

/** A disclosure of checkboxes choosing the table's optional columns (all of them, issue 24); Escape or a click outside closes it. */
export function ColumnChooser({ shown, onChange }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    // Back to the trigger only when focus was inside, so a click elsewhere keeps its own focus.
    if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);

  return (
    <div ref={rootRef} className="relative">
      <Button ref={buttonRef} variant="secondary" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <Columns3 aria-hidden="true" className="size-4" />
        Columns
      </Button>
      {open && (
        <fieldset
          id={id}
          className="absolute right-0 z-30 mt-1 max-h-[70vh] w-[min(28rem,90vw)] overflow-y-auto rounded-md border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <legend className="sr-only">Table columns</legend>
          <p aria-hidden="true" className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
            Table columns
          </p>
          <ul className="grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
            {tableColumns.map((column) => (
              <li key={column.id}>
                <label className="flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={shown.includes(column.id)}
                    onChange={() => onChange(toggleColumn(shown, column.id))}
                    className="size-4 rounded border-slate-300 text-blue-600 dark:border-slate-600"
                  />
                  {column.label}
                  {'hint' in column && <span className="text-xs text-slate-500 dark:text-slate-400">({column.hint})</span>}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
