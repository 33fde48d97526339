import { useId } from 'react';

export type CheckboxOption = { value: string; label?: string; count?: number };

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
  className?: string;
};

const has = (list: readonly string[], value: string) => list.some((v) => v.toLowerCase() === value.toLowerCase());

/** A fieldset of checkboxes; values compare case-insensitively, as the API's filters do. */
export function CheckboxGroup({ legend, options, selected, onChange, onToggle, hideLegend = false, className = '' }: CheckboxGroupProps) {
  const id = useId();
  const toggle = (value: string, checked: boolean) =>
    onToggle
      ? onToggle(value, checked)
      : onChange?.(checked ? [...selected, value] : selected.filter((v) => v.toLowerCase() !== value.toLowerCase()));

  return (
    <fieldset className={className}>
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200'}>{legend}</legend>
      <ul className="space-y-1">
        {options.map((option, index) => {
          const inputId = `${id}-${index}`;
          return (
            <li key={option.value} className="flex items-center gap-2 text-sm">
              <input
                id={inputId}
                type="checkbox"
                checked={has(selected, option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className="size-4 rounded border-slate-300 text-blue-600 focus:ring-blue-600 dark:border-slate-600"
              />
              <label htmlFor={inputId} className="flex min-w-0 flex-1 items-center justify-between gap-2">
                <span className="truncate">{option.label ?? option.value}</span>
                {option.count !== undefined && (
                  <span className="shrink-0 tabular-nums text-xs text-slate-500 dark:text-slate-400">{option.count.toLocaleString('en-US')}</span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
