import { contactFieldLabels } from '@core/schemas/contact-reports';
import type { ProfileView } from '@core/schemas/profile';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

type PhoneField = 'phone' | 'directDial';
type EmailField = 'personalEmail' | 'workEmail';

function FieldChoice<F extends string>({ name, legend, options, value, onChange }: { name: string; legend: string; options: readonly F[]; value: F; onChange: (f: F) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1 flex gap-6">
        {options.map((o) => (
          <label key={o} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} />
            {contactFieldLabels[o as keyof typeof contactFieldLabels]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A new phone: stored at once as yours, shown as not verified (nobody can prove a number by mail). */
export function ReplacePhoneForm({ busy, errors, onSubmit }: { busy: boolean; errors: Record<string, string[]> | undefined; onSubmit: (field: PhoneField, phone: string) => void }) {
  const [field, setField] = useState<PhoneField>('phone');
  const [phone, setPhone] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(field, phone);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Replace a phone number" className="space-y-3">
      <FieldChoice name="phone-field" legend="Which number" options={['phone', 'directDial'] as const} value={field} onChange={setField} />
      <TextField label="New phone number" type="tel" autoComplete="tel" value={phone} error={errors?.phone?.[0]} hint="Saved as given by you, marked not verified." onChange={(e) => setPhone(e.target.value)} />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? 'Saving...' : 'Save phone number'}
      </Button>
    </form>
  );
}

/** A new email: a code goes to the new address, and nothing changes until it is entered here. */
export function ReplaceEmailForm({
  pending,
  busy,
  errors,
  onRequest,
  onConfirm,
}: {
  pending: ProfileView['pendingEmail'];
  busy: boolean;
  errors: Record<string, string[]> | undefined;
  onRequest: (field: EmailField, email: string) => void;
  onConfirm: (code: string) => void;
}) {
  const [field, setField] = useState<EmailField>('personalEmail');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  return (
    <div className="space-y-4">
      <form
        noValidate
        aria-label="Replace an email address"
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          onRequest(field, email);
        }}
      >
        <FieldChoice name="email-field" legend="Which address" options={['personalEmail', 'workEmail'] as const} value={field} onChange={setField} />
        <TextField label="New email address" type="email" autoComplete="email" value={email} error={errors?.email?.[0]} hint="We mail a 6-digit code to it; the address changes only once you enter the code." onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" variant="secondary" disabled={busy}>
          Email me a code
        </Button>
      </form>
      {pending ? (
        <form
          noValidate
          aria-label="Enter the code"
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm(code);
          }}
        >
          <p role="status" className="text-sm">
            A code went to {pending.masked} ({contactFieldLabels[pending.field].toLowerCase()}); it works until {new Date(pending.validUntil).toLocaleTimeString()}.
          </p>
          <TextField label="6-digit code" inputMode="numeric" autoComplete="one-time-code" value={code} error={errors?.code?.[0]} onChange={(e) => setCode(e.target.value)} />
          <Button type="submit" disabled={busy}>
            Confirm new address
          </Button>
        </form>
      ) : null}
    </div>
  );
}
