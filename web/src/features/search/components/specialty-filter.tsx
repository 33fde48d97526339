import { LIST_FILTER_MAX } from '@core/schemas/physician-constants';
import { displaySpecialty } from '@core/search/specialties';
import { CheckboxGroup, type CheckboxOption } from '../../../components/ui/checkbox-group';
import { TagInput } from '../../../components/ui/tag-input';
import { physiciansLabel, useSpecialtyOptions } from '../hooks/use-specialty-options';
import type { SearchFilters } from '../utils/search-url';

type Props = {
  filters: SearchFilters;
  /** A box: exactly that specialty (`specialtyExact`). */
  onToggle: (specialty: string, checked: boolean) => void;
  /** The typed terms (`specialty`), which share the 10 values with the boxes. */
  onChange: (specialty: string[]) => void;
};

/**
 * Specialty checkboxes with their counts under the current search: a box is
 * exactly that specialty, so its count is what ticking it shows. Below them,
 * typed terms keep the spec's contains rule plus the API's taxonomy ("cardio",
 * "heart doctor", "OB/GYN", a NUCC code such as 207RC0000X).
 */
export function SpecialtyFilter({ filters, onToggle, onChange }: Props) {
  const { options, isPending, isError, updating } = useSpecialtyOptions(filters);
  if (isPending) return <p className="text-sm text-slate-500 dark:text-slate-400">Loading specialties...</p>;

  const boxes = filters.specialtyExact;
  const terms = filters.specialty;
  const counted: CheckboxOption[] = options.map(({ specialty, count }) => ({
    value: specialty,
    label: displaySpecialty(specialty),
    ...(count === undefined ? {} : { count, countLabel: physiciansLabel(count) }),
  }));

  return (
    <div className="space-y-3">
      <div aria-busy={updating} className={`max-h-64 overflow-y-auto pr-1 ${updating ? 'opacity-70 transition-opacity' : ''}`}>
        <CheckboxGroup legend="Specialty" hideLegend max={Math.max(0, LIST_FILTER_MAX - terms.length)} options={counted} selected={boxes} onToggle={onToggle} />
        {isError && <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Specialty counts are unavailable right now.</p>}
      </div>
      <TagInput
        label="Other specialty or term"
        tags={terms}
        max={Math.max(0, LIST_FILTER_MAX - boxes.length)}
        separator={/,/}
        placeholder="e.g. heart doctor, OB/GYN, 207RC0000X"
        onChange={onChange}
      />
    </div>
  );
}
