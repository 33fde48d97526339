import { displaySpecialty } from '@core/search/specialties';
import { useSpecialties } from '../../../lib/use-specialties';

type SpecialtySidebarProps = {
  selected: readonly string[];
  onToggle: (specialty: string) => void;
};

/** Specialty counts across the whole directory; a click adds or removes that specialty filter. */
export function SpecialtySidebar({ selected, onToggle }: SpecialtySidebarProps) {
  const specialties = useSpecialties();

  return (
    <aside aria-labelledby="specialty-heading" className="self-start rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h2 id="specialty-heading" className="text-sm font-semibold uppercase tracking-wide">
        Specialties
      </h2>
      {specialties.isPending && <p className="mt-3 text-sm text-slate-500">Loading specialties...</p>}
      {specialties.isError && <p className="mt-3 text-sm text-slate-500">Specialty counts are unavailable right now.</p>}
      {specialties.data && (
        <ul className="mt-3 max-h-[60vh] space-y-0.5 overflow-y-auto">
          {specialties.data.map(({ specialty, count }) => {
            const active = selected.some((s) => s.toLowerCase() === specialty.toLowerCase());
            return (
              <li key={specialty}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => onToggle(specialty)}
                  className={`flex w-full items-center justify-between gap-2 rounded px-2 py-1.5 text-left text-sm ${
                    active ? 'bg-blue-50 font-medium text-blue-700 dark:bg-slate-800 dark:text-blue-300' : 'hover:bg-slate-100 dark:hover:bg-slate-800'
                  }`}
                >
                  <span className="truncate">{displaySpecialty(specialty)}</span>
                  <span className="shrink-0 tabular-nums text-xs text-slate-500 dark:text-slate-400">{count.toLocaleString('en-US')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
