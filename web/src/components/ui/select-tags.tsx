import { X } from 'lucide-react';
import { useId } from 'react';

type Option = { value: string; label: string };

type Props = {
  label: string;
  options: readonly Option[];
  selected: readonly string[];
  /** A value added or removed, applied by the caller to its newest list (clicks may outrun renders). */
  onToggle: (value: string, on: boolean) => void;
  max: number;
  placeholder: string;
  /** Show the label above (a form field); filters keep it for screen readers only, under their section heading. */
  showLabel?: boolean;
  error?: string | undefined;
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A multi-select as one native select that adds a value and a row of chips
 * that remove one: keyboard- and screen-reader-friendly as is, and light
 * enough to re-render on every URL change (51 states as checkboxes are not).
 */
export function SelectTags({ label, options, selected, onToggle, max, placeholder, showLabel = false, error }: Props) {
  const id = useId();
  const full = selected.length >= max;
  const labelOf = (value: string) => options.find((o) => same(o.value, value))?.label ?? value;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={showLabel ? 'block text-sm font-medium text-slate-700 dark:text-slate-200' : 'sr-only'}>
        {label}
      </label>
      {selected.length > 0 && (
        <ul aria-label={`${label} chosen`} className="flex flex-wrap gap-1.5">
          {selected.map((value) => (
            <li key={value} className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-0.5 pl-2.5 pr-1 text-xs text-blue-800 dark:bg-slate-800 dark:text-blue-200">
              {labelOf(value)}
              <button
                type="button"
                aria-label={`Remove ${labelOf(value)}`}
                onClick={() => onToggle(value, false)}
                className="inline-flex size-4 items-center justify-center rounded-full hover:bg-blue-100 dark:hover:bg-slate-700"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <select
        id={id}
        value=""
        disabled={full}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => event.target.value && onToggle(event.target.value, true)}
        className="block h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm shadow-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900"
      >
        <option value="">{full ? `Up to ${max} can be chosen` : placeholder}</option>
        {options
          .filter((o) => !selected.some((s) => same(s, o.value)))
          .map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
