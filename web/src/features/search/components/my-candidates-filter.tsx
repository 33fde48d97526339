import { useAccess } from '../../../components/access/use-access';
import type { FiltersChange, SearchFilters } from '../utils/search-url';
import { FilterSection } from './filter-section';

const boxes = [
  ['notInMyLists', 'Not in any of my lists'],
  ['neverExported', 'Never exported'],
] as const;

/**
 * Issue 17: leave out the candidates the signed-in user already has in a list
 * or exported. Their own marks, so only signed-in users see the switches (the API answers 401 otherwise).
 */
export function MyCandidatesFilter({ filters, onChange }: { filters: SearchFilters; onChange: (change: FiltersChange) => void }) {
  const { signedIn } = useAccess();
  if (!signedIn) return null;
  return (
    <FilterSection title="My Candidates">
      <div className="space-y-1.5">
        {boxes.map(([key, label]) => (
          <label key={key} className="flex cursor-pointer items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              checked={filters[key]}
              onChange={(e) => onChange({ [key]: e.target.checked })}
              className="h-4 w-4 rounded border-slate-300 text-blue-600 focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900"
            />
            {label}
          </label>
        ))}
      </div>
    </FilterSection>
  );
}
