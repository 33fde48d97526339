import { displaySpecialty } from '@core/search/specialties';
import { CheckboxGroup, type CheckboxOption } from '../../../components/ui/checkbox-group';
import { useSpecialties } from '../../../lib/use-specialties';

type Props = { selected: string[]; onToggle: (specialty: string, checked: boolean) => void };

/** Specialty checkboxes with their counts; a value from the URL that has no count is still listed. */
export function SpecialtyFilter({ selected, onToggle }: Props) {
  const specialties = useSpecialties();
  if (specialties.isPending) return <p className="text-sm text-slate-500 dark:text-slate-400">Loading specialties...</p>;

  const counted: CheckboxOption[] = (specialties.data ?? []).map(({ specialty, count }) => ({
    value: specialty,
    label: displaySpecialty(specialty),
    count,
  }));
  const extra = selected
    .filter((s) => !counted.some((o) => o.value.toLowerCase() === s.toLowerCase()))
    .map((s) => ({ value: s, label: displaySpecialty(s) }));

  return (
    <div className="max-h-64 overflow-y-auto pr-1">
      <CheckboxGroup legend="Specialty" hideLegend options={[...extra, ...counted]} selected={selected} onToggle={onToggle} />
      {specialties.isError && <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Specialty counts are unavailable right now.</p>}
    </div>
  );
}
