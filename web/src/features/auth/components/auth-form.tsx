import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

export const authLinkClass = 'font-medium text-blue-700 hover:underline dark:text-blue-300';

type AuthFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  /** The button's text while the request runs, so a second click is visibly pointless. */
  busyLabel: string;
  /** Extra reasons to keep the button off (the terms box); it is always off while submitting. */
  blocked?: boolean;
  children: ReactNode;
};

/** The form every auth screen uses: our own validation messages (noValidate), fields, one full-width submit button. */
export function AuthForm({ onSubmit, submitting, submitLabel, busyLabel, blocked = false, children }: AuthFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {children}
      <Button type="submit" className="w-full" disabled={blocked || submitting}>
        {submitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

const kinds = {
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  password: { label: 'Password', type: 'password', autoComplete: 'current-password' },
  newPassword: { label: 'Password', type: 'password', autoComplete: 'new-password', hint: 'At least 6 characters.' },
  confirmPassword: { label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
  code: { label: 'Verification code', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
} as const;

type AuthFieldProps = Omit<ComponentProps<typeof TextField>, 'label'> & { kind: keyof typeof kinds; label?: string };

/** A required auth input with the type, autofill hint and limits of its kind, so password managers and phones behave. */
export function AuthField({ kind, label, ...props }: AuthFieldProps) {
  const preset = kinds[kind];
  return <TextField required {...preset} label={label ?? preset.label} {...props} />;
}
