import { profileAccessRequest } from '@core/schemas/profile';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { requestProfileAccess } from '../api/profile';
import { ProfileFrame } from '../components/profile-frame';

type Mode = 'email' | 'npi';

const labels: Record<Mode, { field: string; hint: string; autoComplete: string; inputMode: 'email' | 'numeric' }> = {
  email: { field: 'Email address', hint: 'The address listed in your profile. The link goes only to it.', autoComplete: 'email', inputMode: 'email' },
  npi: { field: 'NPI', hint: 'Your 10-digit National Provider Identifier. The link goes to the email on file for it.', autoComplete: 'off', inputMode: 'numeric' },
};

/**
 * "Manage my profile", step one (issue 25): an email or an NPI. The answer
 * is the same whatever matched, so the page says the same thing every time.
 */
export function ManageProfilePage() {
  const [mode, setMode] = useState<Mode>('email');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileAccessRequest.safeParse({ [mode]: value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setSending(true);
    try {
      setSent((await requestProfileAccess(parsed.data)).message);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Something went wrong. Please try again later.');
    } finally {
      setSending(false);
    }
  };

  const l = labels[mode];
  return (
    <ProfileFrame
      title="Manage My Profile"
      intro="See what our directory holds about you, correct it, hide your contact details from recruiters, download it all, or remove it. No account needed: we mail a link to the email address on file."
    >
      {sent === null ? (
        <form noValidate onSubmit={submit} aria-label="Ask for a profile link" className="space-y-4">
          <fieldset>
            <legend className="text-sm font-medium">Find my profile by</legend>
            <div className="mt-2 flex gap-6">
              {(['email', 'npi'] as const).map((m) => (
                <label key={m} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="by"
                    value={m}
                    checked={mode === m}
                    onChange={() => {
                      setMode(m);
                      setValue('');
                      setError(undefined);
                    }}
                  />
                  {m === 'email' ? 'Email address' : 'NPI'}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField key={mode} label={l.field} hint={l.hint} autoComplete={l.autoComplete} inputMode={l.inputMode} required value={value} error={error} onChange={(e) => setValue(e.target.value)} />
          <Button type="submit" className="w-full" disabled={sending}>
            {sending ? 'Sending...' : 'Email me a link'}
          </Button>
        </form>
      ) : (
        <div className="space-y-3 text-center">
          <h2 className="text-xl font-semibold">Check your email</h2>
          <p role="status">{sent}</p>
          <p className="text-slate-600 dark:text-slate-300">Open the link and press “Open my profile”. Nothing arrived? Check your spam folder, or try your NPI or another address.</p>
          <Button variant="secondary" onClick={() => (setSent(null), setValue(''))}>
            Ask again
          </Button>
        </div>
      )}
      <p className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
        What you can do and how fast: <Link to={`${paths.compliance}#data-requests`} className="font-medium text-blue-700 underline dark:text-blue-300">Data Compliance</Link>.
      </p>
    </ProfileFrame>
  );
}
