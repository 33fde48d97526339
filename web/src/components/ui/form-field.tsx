import { type ReactNode, useId } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

type FormFieldProps = {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string | undefined;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
};

/** Label, hint and announced error around one control; TextField and TextArea differ only in the control. */
export function FormField({ label, error, hint, id, className = '', children }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children({ id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
