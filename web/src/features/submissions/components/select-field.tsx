import type { ComponentProps } from 'react';
import { FormField } from '../../../components/ui/form-field';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice, e.g. "Select a state". */
  placeholder: string;
  error?: string | undefined;
};

/** A labelled native select, styled and wired (label, error, aria) like TextField. */
export function SelectField({ label, options, placeholder, error, id, className = '', ...props }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} id={id} className={className}>
      {(control) => (
        <select
          {...control}
          className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900"
          {...props}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
