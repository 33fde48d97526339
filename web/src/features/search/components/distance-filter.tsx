import { useId } from 'react';
import { distanceErrors, distanceMiles, zipError } from '../utils/physician-filters';
import type { FiltersChange } from '../utils/search-url';
import { CheckedTextField } from './checked-text-field';

type Props = {
  nearZip: string;
  withinMiles: string;
  /** The API's own word on the ZIP (an unknown ZIP code is a 400 on `nearZip`). */
  apiError?: string | undefined;
  onChange: (change: FiltersChange) => void;
};

const selectClass =
  'block h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm shadow-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900';

/** Within N miles of a ZIP code: the two travel together, so each says when the other is missing. */
export function DistanceFilter({ nearZip, withinMiles, apiError, onChange }: Props) {
  const milesId = useId();
  const missing = distanceErrors({ nearZip, withinMiles });
  const milesError = missing.withinMiles;
  return (
    <div className="grid grid-cols-[1fr_8rem] items-start gap-2">
      <CheckedTextField
        label="ZIP code"
        value={nearZip}
        check={zipError}
        completeAt={5}
        placeholder="e.g. 17101"
        error={missing.nearZip ?? apiError}
        onCommit={(zip) => onChange({ nearZip: zip })}
      />
      <div className="space-y-1">
        <label htmlFor={milesId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          Within
        </label>
        <select
          id={milesId}
          value={withinMiles}
          aria-invalid={milesError ? true : undefined}
          aria-describedby={milesError ? `${milesId}-error` : undefined}
          onChange={(event) => onChange({ withinMiles: event.target.value })}
          className={selectClass}
        >
          <option value="">Any distance</option>
          {distanceMiles.map((m) => (
            <option key={m} value={m}>
              {m} miles
            </option>
          ))}
        </select>
      </div>
      {milesError && (
        <p id={`${milesId}-error`} className="col-span-2 text-sm text-red-600 dark:text-red-400">
          {milesError}
        </p>
      )}
    </div>
  );
}
