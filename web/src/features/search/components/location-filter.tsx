import { X } from 'lucide-react';
import { useId } from 'react';
import { usStates, usStatesByName } from '@core/search/states';
import { TagInput } from '../../../components/ui/tag-input';

/** Alphabetical by name, shown as 'Name (CODE)'. */
const stateOptions = usStatesByName;

/** A saved search or a link may carry the name ('California') or the code ('ca'): both select CA. */
const codeOf = (value: string): string => {
  const v = value.trim().toLowerCase();
  return usStates.find(([code, name]) => code.toLowerCase() === v || name.toLowerCase() === v)?.[0] ?? value;
};

type Props = { city: string[]; state: string; onChange: (patch: { city?: string[]; state?: string }) => void };

export function LocationFilter({ city, state, onChange }: Props) {
  const stateId = useId();
  const selected = state ? codeOf(state) : '';
  return (
    <div className="space-y-3">
      <TagInput label="City" tags={city} max={5} separator={/,/} placeholder="Type a city and press Enter" onChange={(next) => onChange({ city: next })} />
      <div className="space-y-1.5">
        <label htmlFor={stateId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          State
        </label>
        <div className="flex gap-1.5">
          <select
            id={stateId}
            value={selected}
            onChange={(event) => onChange({ state: event.target.value })}
            className="block h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm shadow-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-700 dark:bg-slate-900"
          >
            <option value="">All States</option>
            {!stateOptions.some(([code]) => code === selected) && selected && <option value={selected}>{selected}</option>}
            {stateOptions.map(([code, name]) => (
              <option key={code} value={code}>
                {name} ({code})
              </option>
            ))}
          </select>
          {selected && (
            <button
              type="button"
              aria-label="Clear state"
              onClick={() => onChange({ state: '' })}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-md border border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
