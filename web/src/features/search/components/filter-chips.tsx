import { X } from 'lucide-react';
import { filterChips } from '../utils/filter-chips';
import type { FiltersChange, SearchFilters } from '../utils/search-url';

type Props = { filters: SearchFilters; onChange: (change: FiltersChange) => void; onClearAll: () => void };

/** The active filters at a glance, each removable, and one Remove all filters (issue 24; the filter panel's Clear All does the same); nothing when no filter is set. */
export function FilterChips({ filters, onChange, onClearAll }: Props) {
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.id}>
            <button
              type="button"
              onClick={() => onChange(chip.remove)}
              aria-label={`Remove ${chip.label}`}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-blue-200 bg-blue-50 px-2.5 py-0.5 text-xs text-blue-900 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100"
            >
              <span className="break-all">{chip.label}</span>
              <X aria-hidden="true" className="size-3 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClearAll} className="text-xs font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300">
        Remove all filters
      </button>
    </div>
  );
}
