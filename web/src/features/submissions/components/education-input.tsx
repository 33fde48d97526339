import { SUBMISSION_LIMITS } from '@core/schemas/submissions';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { onEnter } from '../../../lib/on-enter';

export type EducationEntry = { schoolName: string; degree: string };

type EducationInputProps = { entries: readonly EducationEntry[]; onChange: (entries: EducationEntry[]) => void; error?: string | undefined };

/** School and degree, added as one entry only when both are filled in (spec public §5). */
export function EducationInput({ entries, onChange, error }: EducationInputProps) {
  const [schoolName, setSchoolName] = useState('');
  const [degree, setDegree] = useState('');
  const full = entries.length >= SUBMISSION_LIMITS.educationMax;

  const add = () => {
    const entry = { schoolName: schoolName.trim(), degree: degree.trim() };
    if (!entry.schoolName || !entry.degree || full) return;
    onChange([...entries, entry]);
    setSchoolName('');
    setDegree('');
  };
  const onKeyDown = onEnter(add);

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-medium text-slate-700 dark:text-slate-200">Education</h3>
      {entries.length > 0 && (
        <ul aria-label="Education entries" className="space-y-2">
          {entries.map((entry, index) => (
            <li key={`${entry.schoolName}-${entry.degree}-${index}`} className="flex items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm dark:border-slate-700">
              <span className="min-w-0 break-words">
                <span className="font-medium">{entry.schoolName}</span> <span className="text-slate-600 dark:text-slate-300">({entry.degree})</span>
              </span>
              <Button variant="ghost" size="sm" aria-label={`Remove ${entry.schoolName} (${entry.degree})`} onClick={() => onChange(entries.filter((_, i) => i !== index))}>
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField label="School" value={schoolName} maxLength={SUBMISSION_LIMITS.textMax} onChange={(e) => setSchoolName(e.target.value)} onKeyDown={onKeyDown} />
        <TextField label="Degree" value={degree} maxLength={SUBMISSION_LIMITS.textMax} onChange={(e) => setDegree(e.target.value)} onKeyDown={onKeyDown} />
        <Button variant="secondary" aria-label="Add education" disabled={full} onClick={add}>
          Add
        </Button>
      </div>
      {error && <p className="text-sm text-red-600 dark:text-red-400">{error}</p>}
    </div>
  );
}
