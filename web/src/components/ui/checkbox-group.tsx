import { useId } from 'react';
import { formatCount } from '../../lib/format-count';

export type CheckboxOption = {
  value: string;
  label?: string;
  count?: number;
  /** What the count is read as, after the label ("1,204 physicians"); without it, the number alone. */
  countLabel?: string;
};

type CheckboxGroupProps = {
  legend: string;
  options: readonly CheckboxOption[];
  selected: readonly string[];
  onChange?: (selected: string[]) => void;
  /**
   * One box changed. When given it is called instead of onChange, so the caller can apply the change
   * to its newest list: `selected` may lag behind fast clicks.
   */
  onToggle?: (value: string, checked: boolean) => void;
  /** Visually hide the legend when a surrounding heading already names the group. */
  hideLegend?: boolean;
  /** At most this many ticked: the unticked boxes are disabled once it is reached. */
  max?: number;
  className?: string;
};

const has = (list: readonly string[], value: string) => list.some((v) => v.toLowerCase() === value.toLowerCase());

/** A fieldset of checkboxes; values compare case-insensitively, as the API's filters do. */
export function CheckboxGroup({ legend, options, selected, onChange, onToggle, hideLegend = false, max, className = '' }: CheckboxGroupProps) {
  const id = useId();
  const full = max !== undefined && selected.length >= max;
  const toggle = (value: string, checked: boolean) =>
    onToggle
      ? onToggle(value, checked)
      : onChange?.(checked ? [...selected, value] : selected.filter((v) => v.toLowerCase() !== value.toLowerCase()));

  return (
    <fieldset className={className}>
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200'}>{legend}</legend>
      {full && <p className="mb-1.5 text-xs text-slate-500 dark:text-slate-400">Up to {max} can be chosen.</p>}
      <ul className="space-y-1">
        {options.map((option, index) => {
          const inputId = `${id}-${index}`;
          const checked = has(selected, option.value);
          return (
            <li key={option.value} className="flex items-center gap-2 text-sm">
              <input
                id={inputId}
                type="checkbox"
                checked={checked}
                disabled={full && !checked}
                // One string, so every screen reader reads the count as part of the name ("Cardiology, 1,204 physicians").
                aria-label={option.count === undefined ? undefined : `${option.label ?? option.value}, ${option.countLabel ?? formatCount(option.count)}`}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className="size-4 rounded border-slate-300 text-blue-600 focus:ring-blue-600 disabled:opacity-50 dark:border-slate-600"
              />
              <label htmlFor={inputId} className={`flex min-w-0 flex-1 items-center justify-between gap-2 ${full && !checked ? 'text-slate-400 dark:text-slate-500' : ''}`}>
                <span className="truncate">{option.label ?? option.value}</span>
                {option.count !== undefined && (
                  <span className="shrink-0 tabular-nums text-xs text-slate-500 dark:text-slate-400">{formatCount(option.count)}</span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
