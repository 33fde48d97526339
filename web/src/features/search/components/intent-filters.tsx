import { LIST_FILTER_MAX } from '@core/schemas/physician-constants';
import { useId } from 'react';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { employmentTypeOptions, visaOptions } from '../utils/intent-filters';
import { type FiltersChange, type SearchFilters, toggled } from '../utils/search-url';
import { FilterSection } from './filter-section';
import { SelectTags } from '../../../components/ui/select-tags';

type Props = {
  filters: SearchFilters;
  onChange: (change: FiltersChange) => void;
  stateOptions: readonly { value: string; label: string }[];
  fieldErrors?: Record<string, string[]> | undefined;
};

const box = 'h-4 w-4 rounded border-slate-300 text-blue-600 focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900';
const dateField =
  'w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/**
 * Issue 25, item 4: what physicians said about being open to work, only
 * while their consent lasts. Any of these filters finds only physicians who
 * opted in (the server's rule), which the hint says before it is used.
 */
export function IntentFilters({ filters, onChange, stateOptions, fieldErrors }: Props) {
  const hint = useId();
  const dateId = useId();
  const dateError = fieldErrors?.availableBy?.[0];
  return (
    <FilterSection title="Open to Work">
      <p id={hint} className="text-xs text-slate-500 dark:text-slate-400">
        Physicians who told us they are actively looking or open to opportunities. Each of these filters shows only them.
      </p>
      <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input type="checkbox" aria-describedby={hint} checked={filters.openToWork} onChange={(e) => onChange({ openToWork: e.target.checked })} className={box} />
        Open to opportunities
      </label>
      <div className="space-y-1">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-200">Preferred state</p>
        <SelectTags
          label="Preferred state"
          options={stateOptions}
          selected={filters.preferredState}
          max={10}
          placeholder="Add a preferred state"
          onToggle={(value, on) => onChange((f) => ({ preferredState: toggled(f.preferredState, value, on) }))}
        />
      </div>
      <CheckboxGroup
        legend="Employment type"
        options={employmentTypeOptions}
        selected={filters.employmentType}
        max={LIST_FILTER_MAX}
        onToggle={(value, on) => onChange((f) => ({ employmentType: toggled(f.employmentType, value, on) }))}
      />
      <div className="space-y-1">
        <label htmlFor={dateId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          Available by
        </label>
        <input
          id={dateId}
          type="date"
          value={filters.availableBy}
          onChange={(e) => onChange({ availableBy: e.target.value })}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? `${dateId}-error` : undefined}
          className={dateField}
        />
        {dateError && (
          <p id={`${dateId}-error`} role="alert" className="text-xs text-red-700 dark:text-red-400">
            {dateError}
          </p>
        )}
      </div>
      <CheckboxGroup
        legend="Visa status"
        options={visaOptions}
        selected={filters.visa}
        onToggle={(value, on) => onChange((f) => ({ visa: toggled(f.visa, value, on) }))}
      />
    </FilterSection>
  );
}
