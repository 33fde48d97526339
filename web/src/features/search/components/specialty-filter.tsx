import { LIST_FILTER_MAX } from '@core/schemas/physician-constants';
import { displaySpecialty } from '@core/search/specialties';
import { CheckboxGroup, type CheckboxOption } from '../../../components/ui/checkbox-group';
import { physiciansLabel, useSpecialtyOptions } from '../hooks/use-specialty-options';
import type { SearchFilters } from '../utils/search-url';

type Props = { filters: SearchFilters; onToggle: (specialty: string, checked: boolean) => void };

/** Specialty checkboxes with their counts under the current search; a value from the URL that has no count is still listed. */
export function SpecialtyFilter({ filters, onToggle }: Props) {
  const { options, isPending, isError, updating } = useSpecialtyOptions(filters);
  if (isPending) return <p className="text-sm text-slate-500 dark:text-slate-400">Loading specialties...</p>;

  const selected = filters.specialty;
  const counted: CheckboxOption[] = options.map(({ specialty, count }) => ({
    value: specialty,
    label: displaySpecialty(specialty),
    ...(count === undefined ? {} : { count, countLabel: physiciansLabel(count) }),
  }));
  const extra = selected
    .filter((s) => !counted.some((o) => o.value.toLowerCase() === s.toLowerCase()))
    .map((s) => ({ value: s, label: displaySpecialty(s) }));

  return (
    <div aria-busy={updating} className={`max-h-64 overflow-y-auto pr-1 ${updating ? 'opacity-70 transition-opacity' : ''}`}>
      <CheckboxGroup legend="Specialty" hideLegend max={LIST_FILTER_MAX} options={[...extra, ...counted]} selected={selected} onToggle={onToggle} />
      {isError && <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Specialty counts are unavailable right now.</p>}
    </div>
  );
}
