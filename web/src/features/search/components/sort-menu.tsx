import { useId } from 'react';
import type { SortDirection, SortKey } from '../utils/search-url';

const options: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: 'Default' },
  // Issue 25: actively looking, then open to opportunities (only intent not yet expired), then everyone else, each by name.
  { value: 'intent:asc', label: 'Open to work first' },
  { value: 'name:asc', label: 'Name (A-Z)' },
  { value: 'name:desc', label: 'Name (Z-A)' },
  { value: 'specialty:asc', label: 'Specialty (A-Z)' },
  { value: 'specialty:desc', label: 'Specialty (Z-A)' },
  { value: 'location:asc', label: 'Location (A-Z)' },
  { value: 'location:desc', label: 'Location (Z-A)' },
];

/** Offered only while a distance filter is on: without a ZIP there is nothing to measure from. */
const distanceOptions = [
  { value: 'distance:asc', label: 'Distance (nearest)' },
  { value: 'distance:desc', label: 'Distance (farthest)' },
];

type Props = {
  sortKey: SortKey | null;
  sortDirection: SortDirection;
  onChange: (key: SortKey | null, direction: SortDirection) => void;
  distance?: boolean;
};

/**
 * Sort by name, specialty or location (and distance, with a distance filter), either way; open to work first (one way);
 * 'Default' when none is chosen.
 */
export function SortMenu({ sortKey, sortDirection, onChange, distance = false }: Props) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600 dark:text-slate-300">
        Sort by
      </label>
      <select
        id={id}
        value={sortKey ? `${sortKey}:${sortDirection}` : ''}
        onChange={(event) => {
          const [key, direction] = event.target.value.split(':') as [SortKey | '', SortDirection | undefined];
          onChange(key || null, direction ?? 'asc');
        }}
        className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {(distance ? [...options, ...distanceOptions] : options).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
