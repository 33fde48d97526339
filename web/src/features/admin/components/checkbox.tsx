import { useEffect, useRef } from 'react';

type CheckboxProps = {
  label: string;
  checked: boolean;
  /** Some but not all rows ticked: shown as a dash on the select-all box. */
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
};

/** A row or select-all checkbox named for screen readers, since the table cell has no visible label. */
export function Checkbox({ label, checked, indeterminate = false, disabled, onChange }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      className="size-4 cursor-pointer rounded border-slate-300 accent-blue-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600"
    />
  );
}
