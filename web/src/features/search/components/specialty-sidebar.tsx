import { LIST_FILTER_MAX } from '@core/schemas/physician-constants';
import { displaySpecialty } from '@core/search/specialties';
import { useSpecialtyOptions } from '../hooks/use-specialty-options';
import type { SearchFilters } from '../utils/search-url';
import { formatCount } from '../../../lib/format-count';

type SpecialtySidebarProps = {
  filters: SearchFilters;
  onToggle: (specialty: string) => void;
  className?: string;
};

/** Specialty counts under the current search (the specialty filter aside); a click adds or removes that specialty filter. */
export function SpecialtySidebar({ filters, onToggle, className = '' }: SpecialtySidebarProps) {
  const { options, isPending, isError, updating } = useSpecialtyOptions(filters);
  const selected = filters.specialtyExact;
  const full = selected.length + filters.specialty.length >= LIST_FILTER_MAX;

  return (
    <aside aria-labelledby="specialty-heading" className={`self-start rounded-lg border border-slate-200 p-4 dark:border-slate-800 ${className}`}>
      <h2 id="specialty-heading" className="text-sm font-semibold uppercase tracking-wide">
        Specialties
      </h2>
      {isPending && <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">Loading specialties...</p>}
      {isError && <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">Specialty counts are unavailable right now.</p>}
      {full && <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">Up to {LIST_FILTER_MAX} can be chosen.</p>}
      {options.length > 0 && (
        <ul aria-busy={updating} className={`mt-3 max-h-[60vh] space-y-0.5 overflow-y-auto ${updating ? 'opacity-70 transition-opacity' : ''}`}>
          {options.map(({ specialty, count }) => {
            const active = selected.some((s) => s.toLowerCase() === specialty.toLowerCase());
            return (
              <li key={specialty}>
                <button
                  type="button"
                  aria-pressed={active}
                  disabled={full && !active}
                  onClick={() => onToggle(specialty)}
                  className={`flex w-full items-center justify-between gap-2 rounded px-2 py-1.5 text-left text-sm disabled:cursor-not-allowed disabled:opacity-50 ${
                    active ? 'bg-blue-50 font-medium text-blue-700 dark:bg-slate-800 dark:text-blue-300' : 'hover:bg-slate-100 dark:hover:bg-slate-800'
                  }`}
                >
                  {/* The name is the visible text plus hidden words ("Cardiology, 1,204 physicians"), so it contains what is seen (axe, issue 24). */}
                  <span className="truncate">
                    {displaySpecialty(specialty)}
                    {count !== undefined && <span className="sr-only">,</span>}
                  </span>
                  {count !== undefined && (
                    <span className="shrink-0 tabular-nums text-xs text-slate-500 dark:text-slate-400">
                      {formatCount(count)}
                      <span className="sr-only"> {count === 1 ? 'physician' : 'physicians'}</span>
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
