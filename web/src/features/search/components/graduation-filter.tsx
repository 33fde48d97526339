import { useId } from 'react';
import { practiceOfRange, rangeError, rangeOfPractice, type YearsInPracticeId, yearError, yearsInPractice } from '../utils/physician-filters';
import type { FiltersChange } from '../utils/search-url';
import { CheckedTextField } from './checked-text-field';

type Props = { from: string; to: string; onChange: (change: FiltersChange) => void };

/** Graduation year from/to, and "years in practice" shortcuts that fill them in from the current year. */
export function GraduationFilter({ from, to, onChange }: Props) {
  const practiceId = useId();
  const range = { graduationYearFrom: from, graduationYearTo: to };
  const preset = practiceOfRange(range);
  const custom = preset === '' && (from !== '' || to !== '');
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <label htmlFor={practiceId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          Years in practice
        </label>
        <select
          id={practiceId}
          value={custom ? 'custom' : preset}
          onChange={(event) => {
            const id = event.target.value;
            if (id === 'custom') return;
            onChange(id ? rangeOfPractice(id as YearsInPracticeId) : { graduationYearFrom: '', graduationYearTo: '' });
          }}
          className="block h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm shadow-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-700 dark:bg-slate-900"
        >
          <option value="">Any</option>
          {yearsInPractice.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          {custom && <option value="custom">Custom range</option>}
        </select>
      </div>
      <div className="grid grid-cols-2 items-start gap-2">
        <CheckedTextField label="Graduated from" value={from} check={yearError} completeAt={4} placeholder="1990" onCommit={(v) => onChange({ graduationYearFrom: v })} />
        <CheckedTextField
          label="Graduated to"
          value={to}
          check={yearError}
          completeAt={4}
          placeholder="2010"
          error={rangeError(range)}
          onCommit={(v) => onChange({ graduationYearTo: v })}
        />
      </div>
    </div>
  );
}
