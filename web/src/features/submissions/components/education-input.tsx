import { SUBMISSION_LIMITS } from '@core/schemas/submissions';
import { X } from 'lucide-react';
import { useImperativeHandle, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { onEnter } from '../../../lib/on-enter';
import { type DraftRef, PENDING_EDUCATION } from './draft-handle';

export type EducationEntry = { schoolName: string; degree: string };

type EducationInputProps = { entries: readonly EducationEntry[]; onChange: (entries: EducationEntry[]) => void; error?: string | undefined; draft?: DraftRef };

/**
 * School and degree, added as one entry only when both are filled in (spec public §5).
 * At submit (`draft`), a complete entry not yet added is added; a half-filled one blocks with a message.
 */
export function EducationInput({ entries, onChange, error, draft }: EducationInputProps) {
  const [schoolName, setSchoolName] = useState('');
  const [degree, setDegree] = useState('');
  const [pending, setPending] = useState<{ field: 'school' | 'degree'; message: string } | null>(null);
  const schoolInput = useRef<HTMLInputElement>(null);
  const degreeInput = useRef<HTMLInputElement>(null);
  const full = entries.length >= SUBMISSION_LIMITS.educationMax;

  const add = () => {
    const entry = { schoolName: schoolName.trim(), degree: degree.trim() };
    if (!entry.schoolName || !entry.degree || full) return false;
    onChange([...entries, entry]);
    setSchoolName('');
    setDegree('');
    setPending(null);
    return true;
  };
  const onKeyDown = onEnter(add);

  useImperativeHandle(draft, () => ({
    settle: () => {
      if (!schoolName.trim() && !degree.trim()) return true;
      if (add()) return true;
      const field = schoolName.trim() && !full ? 'degree' : 'school';
      setPending({ field, message: full ? `At most ${SUBMISSION_LIMITS.educationMax} education entries: clear this one, or remove another.` : PENDING_EDUCATION });
      (field === 'school' ? schoolInput : degreeInput).current?.focus();
      return false;
    },
  }));

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
        <TextField
          ref={schoolInput}
          label="School"
          value={schoolName}
          maxLength={SUBMISSION_LIMITS.textMax}
          error={pending?.field === 'school' ? pending.message : undefined}
          onChange={(e) => {
            setSchoolName(e.target.value);
            setPending(null);
          }}
          onKeyDown={onKeyDown}
        />
        <TextField
          ref={degreeInput}
          label="Degree"
          value={degree}
          maxLength={SUBMISSION_LIMITS.textMax}
          error={pending?.field === 'degree' ? pending.message : undefined}
          onChange={(e) => {
            setDegree(e.target.value);
            setPending(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" aria-label="Add education" disabled={full} onClick={() => void add()}>
          Add
        </Button>
      </div>
      {error && <p className="text-sm text-red-600 dark:text-red-400">{error}</p>}
    </div>
  );
}
