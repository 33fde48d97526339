import { physicianProvidedLabels } from '@core/schemas/physician-provided';
import type { ProfileView } from '@core/schemas/profile';
import type { ProfileCorrectionRequest } from '@core/schemas/profile-corrections';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

type Profile = ProfileView['profile'];
const textFields = ['title', 'specialty', 'organization', 'city', 'state', 'zip'] as const;
const listFields = ['languages', 'licenseStates', 'boardCertifications'] as const;
type Draft = Record<(typeof textFields)[number] | (typeof listFields)[number] | 'graduationYear', string>;

const draftOf = (p: Profile): Draft => ({
  title: p.title,
  specialty: p.specialty,
  organization: p.organization,
  city: p.city,
  state: p.state,
  zip: p.zip ?? '',
  languages: p.languages.join(', '),
  licenseStates: p.licenseStates.join(', '),
  boardCertifications: p.boardCertifications.join(', '),
  graduationYear: p.graduationYear === null ? '' : String(p.graduationYear),
});

const listOf = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);

/** Only what the physician changed goes to the server: an untouched field is not marked as theirs. */
const changesOf = (before: Draft, after: Draft): ProfileCorrectionRequest => {
  const out: Record<string, unknown> = {};
  for (const f of textFields) if (after[f].trim() !== before[f].trim()) out[f] = after[f].trim();
  for (const f of listFields) if (listOf(after[f]).join('|') !== listOf(before[f]).join('|')) out[f] = listOf(after[f]);
  if (after.graduationYear.trim() !== before.graduationYear.trim()) out.graduationYear = Number(after.graduationYear);
  return out as ProfileCorrectionRequest;
};

/** Issue 25: correct the profile's own fields; each saved correction is marked as the physician's and wins over later vendor data. */
export function CorrectFieldsForm({ profile, corrected, busy, errors, onSubmit }: { profile: Profile; corrected: ProfileView['corrected']; busy: boolean; errors: Record<string, string[]> | undefined; onSubmit: (changes: ProfileCorrectionRequest) => void }) {
  const initial = draftOf(profile);
  const [draft, setDraft] = useState(initial);
  const [nothing, setNothing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const changes = changesOf(initial, draft);
    setNothing(!Object.keys(changes).length);
    if (Object.keys(changes).length) onSubmit(changes);
  };
  const field = (f: keyof Draft, hint?: string) => (
    <TextField
      key={f}
      label={physicianProvidedLabels[f]}
      hint={[hint, corrected[f] ? 'corrected by you' : null].filter(Boolean).join(' · ') || undefined}
      value={draft[f]}
      error={errors?.[f]?.[0]}
      inputMode={f === 'zip' || f === 'graduationYear' ? 'numeric' : undefined}
      onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
    />
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Correct your profile" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {textFields.map((f) => field(f, f === 'state' ? 'A code (TX) or a name' : undefined))}
        {listFields.map((f) => field(f, 'Separate with commas'))}
        {field('graduationYear')}
      </div>
      {nothing ? <p role="status" className="text-sm">Nothing changed yet: edit a field first.</p> : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Save corrections'}
      </Button>
    </form>
  );
}
