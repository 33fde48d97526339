import type { ComponentProps } from 'react';
import { FormField } from './form-field';

type TextAreaProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** The multi-line sibling of TextField: labelled, with its hint and error tied to it. */
export function TextArea({ label, error, hint, id, className = '', ...props }: TextAreaProps) {
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={4}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 read-only:bg-slate-50 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:read-only:bg-slate-800"
          {...props}
        />
      )}
    </FormField>
  );
}
