import type { IntentView } from '@core/schemas/intent';
import { employmentTypes, intentStatuses, practiceSettings, visaStatuses } from '@core/schemas/intent-options';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast/toast';
import { getIntent, saveIntent, withdrawIntent } from '../api/intent';

const statusText = { looking: 'Actively looking', open: 'Open to opportunities', not_looking: 'Not looking' } as const;
const typeText = { permanent: 'Permanent', locums: 'Locums', part_time: 'Part-time', telemedicine: 'Telemedicine' } as const;
const settingText = { hospital: 'Hospital', group_practice: 'Group practice', academic: 'Academic', outpatient_clinic: 'Outpatient clinic', community_fqhc: 'FQHC / community', telehealth: 'Telehealth' } as const;
const visaText = { citizen_or_green_card: 'US citizen or green card', h1b: 'H-1B needed', j1_waiver: 'J-1 waiver needed' } as const;
const list = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);

/** Issue 25, item 3: the physician says whether and how they are open to work, with explicit, expiring consent. */
export function IntentForm({ session }: { session: string }) {
  const client = useQueryClient();
  const key = ['my-intent', session] as const;
  const query = useQuery({ queryKey: key, queryFn: () => getIntent(session), retry: false });
  if (!query.data) return query.isError ? <p role="alert">We could not load this part. Please try again.</p> : null;
  return <IntentFields view={query.data} session={session} onSaved={(v) => client.setQueryData(key, v)} />;
}

function IntentFields({ view, session, onSaved }: { view: IntentView; session: string; onSaved: (v: IntentView) => void }) {
  const i = view.intent;
  const [status, setStatus] = useState<(typeof intentStatuses)[number]>(i?.status ?? 'open');
  const [states, setStates] = useState(i?.preferredStates.join(', ') ?? '');
  const [metros, setMetros] = useState(i?.metros.join(', ') ?? '');
  const [relocate, setRelocate] = useState(i?.willingToRelocate ?? false);
  const [types, setTypes] = useState<string[]>(i?.employmentTypes ?? []);
  const [settings, setSettings] = useState<string[]>(i?.practiceSettings ?? []);
  const [from, setFrom] = useState(i?.availableFrom ?? '');
  const [visa, setVisa] = useState<string>(i?.visa ?? '');
  const [floor, setFloor] = useState(i?.compensationFloor?.toString() ?? '');
  const [share, setShare] = useState(i?.shareCompensation ?? false);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const toggle = (xs: string[], x: string) => (xs.includes(x) ? xs.filter((y) => y !== x) : [...xs, x]);

  const save = useMutation({
    mutationFn: () =>
      saveIntent(session, {
        status,
        preferredStates: list(states),
        metros: list(metros),
        willingToRelocate: relocate,
        employmentTypes: types as (typeof employmentTypes)[number][],
        practiceSettings: settings as (typeof practiceSettings)[number][],
        availableFrom: from || null,
        visa: (visa || null) as (typeof visaStatuses)[number] | null,
        compensationFloor: floor ? Number(floor) : null,
        shareCompensation: share,
        consent: consent as true,
        consentVersion: view.consent.version,
      }),
    onSuccess: (v) => {
      setErrors({});
      setConsent(false);
      onSaved(v);
      toast.success('Saved: recruiters can now see that you are open to work');
    },
    onError: (e) => setErrors(e instanceof ApiError && e.details ? e.details : { form: ['That did not work. Please try again.'] }),
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawIntent(session),
    onSuccess: () => {
      onSaved({ ...view, intent: null });
      toast.success('Consent withdrawn: your open-to-work details were deleted');
    },
    onError: () => toast.error('That did not work. Please try again.'),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const err = (k: string) => (errors[k]?.length ? <p className="text-sm text-red-700 dark:text-red-400" id={`intent-${k}-error`}>{errors[k]?.join(' ')}</p> : null);
  const field = 'mt-1 block w-full rounded border border-slate-300 px-2 py-1 dark:border-slate-700 dark:bg-slate-900';

  return (
    <form onSubmit={submit} className="space-y-4" aria-describedby="intent-status-line">
      <p id="intent-status-line" role="status">
        {i ? `Recruiters see this until ${new Date(i.expiresAt).toLocaleDateString()} (consent given ${new Date(i.consentedAt).toLocaleDateString()}).` : 'Recruiters see nothing of this unless you agree below.'}
      </p>
      <label className="block">
        Status
        <select className={field} value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
          {intentStatuses.map((s) => <option key={s} value={s}>{statusText[s]}</option>)}
        </select>
      </label>
      <label className="block">
        Preferred states (US state codes, comma-separated, at most 10)
        <input className={field} value={states} onChange={(e) => setStates(e.target.value)} placeholder="TX, AZ" aria-describedby="intent-preferredStates-error" />
      </label>
      {err('preferredStates')}
      <label className="block">
        Metro areas (free text, comma-separated, at most 5 of 60 characters)
        <input className={field} value={metros} onChange={(e) => setMetros(e.target.value)} placeholder="Phoenix, Dallas–Fort Worth" />
      </label>
      {err('metros')}
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={relocate} onChange={(e) => setRelocate(e.target.checked)} /> Willing to relocate
      </label>
      <fieldset>
        <legend>Employment types</legend>
        {employmentTypes.map((t) => (
          <label key={t} className="mr-4 inline-flex items-center gap-1">
            <input type="checkbox" checked={types.includes(t)} onChange={() => setTypes(toggle(types, t))} /> {typeText[t]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Practice settings</legend>
        {practiceSettings.map((t) => (
          <label key={t} className="mr-4 inline-flex items-center gap-1">
            <input type="checkbox" checked={settings.includes(t)} onChange={() => setSettings(toggle(settings, t))} /> {settingText[t]}
          </label>
        ))}
      </fieldset>
      <label className="block">
        Available from
        <input type="date" className={field} value={from} onChange={(e) => setFrom(e.target.value)} />
      </label>
      {err('availableFrom')}
      <label className="block">
        Visa status
        <select className={field} value={visa} onChange={(e) => setVisa(e.target.value)}>
          <option value="">Prefer not to say</option>
          {visaStatuses.map((v) => <option key={v} value={v}>{visaText[v]}</option>)}
        </select>
      </label>
      <label className="block">
        Compensation floor (US dollars a year; private unless you share it)
        <input type="number" min={0} step={1000} className={field} value={floor} onChange={(e) => setFloor(e.target.value)} />
      </label>
      {err('compensationFloor')}
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={share} onChange={(e) => setShare(e.target.checked)} /> Share it with recruiters as a $25,000 range (never the exact figure)
      </label>
      <label className="flex items-start gap-2 rounded border border-slate-300 p-3 dark:border-slate-700">
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} aria-describedby="intent-consent-error" className="mt-1" />
        <span>{view.consent.wording}</span>
      </label>
      {err('consent')}
      {err('consentVersion')}
      {err('form')}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {i ? 'Save and renew consent' : 'Save and agree'}
        </Button>
        {i ? (
          <Button type="button" variant="danger" onClick={() => withdraw.mutate()} disabled={withdraw.isPending}>
            Withdraw consent and delete
          </Button>
        ) : null}
      </div>
    </form>
  );
}
