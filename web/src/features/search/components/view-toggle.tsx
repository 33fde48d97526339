import { LayoutList, Table2 } from 'lucide-react';
import type { ResultsView } from '../hooks/use-results-view';

const options = [
  { view: 'cards', label: 'Cards', Icon: LayoutList },
  { view: 'table', label: 'Table', Icon: Table2 },
] as const;

type Props = { view: ResultsView; onChange: (view: ResultsView) => void };

/** Cards or a dense table of the same results; two pressed-state buttons, so each is one Tab stop and one key press. */
export function ViewToggle({ view, onChange }: Props) {
  return (
    <div role="group" aria-label="Results view" className="inline-flex rounded-md border border-slate-300 p-0.5 dark:border-slate-700">
      {options.map(({ view: value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={`inline-flex h-7 items-center gap-1.5 rounded px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 ${
            view === value
              ? 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
          }`}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
