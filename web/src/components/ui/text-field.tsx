import type { ComponentProps } from 'react';
import { FormField } from './form-field';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, hint, id, className = '', ...props }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <input
          {...control}
          className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm placeholder:text-slate-400 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900"
          {...props}
        />
      )}
    </FormField>
  );
}
