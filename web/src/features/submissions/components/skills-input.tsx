import { SUBMISSION_LIMITS } from '@core/schemas/submissions';
import { X } from 'lucide-react';
import { useImperativeHandle, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { addTags } from '../../../components/ui/tag-input';
import { TextField } from '../../../components/ui/text-field';
import { onEnter } from '../../../lib/on-enter';
import type { DraftRef } from './draft-handle';

type SkillsInputProps = { skills: readonly string[]; onChange: (skills: string[]) => void; error?: string | undefined; draft?: DraftRef };

/**
 * Skills as chips; a skill is added trimmed, only when not blank and not already listed (spec public §5).
 * At submit (`draft`), a skill typed but not added is added, unless the list is full.
 */
export function SkillsInput({ skills, onChange, error, draft }: SkillsInputProps) {
  const [text, setText] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const full = skills.length >= SUBMISSION_LIMITS.skillsMax;

  const add = () => {
    const next = addTags(skills, text, SUBMISSION_LIMITS.skillsMax);
    if (next.length !== skills.length) onChange(next);
    setText('');
    setPending(null);
  };
  const onKeyDown = onEnter(add);

  useImperativeHandle(draft, () => ({
    settle: () => {
      const value = text.trim().toLowerCase();
      // Blank, or already a chip: nothing is lost by clearing it.
      if (!value || !full || skills.some((s) => s.toLowerCase() === value)) {
        add();
        return true;
      }
      setPending(`At most ${SUBMISSION_LIMITS.skillsMax} skills: clear this one, or remove another.`);
      return false;
    },
  }));

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-medium text-slate-700 dark:text-slate-200">Skills</h3>
      {skills.length > 0 && (
        <ul aria-label="Skills" className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li key={skill} className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-1 pl-3 pr-1 text-sm text-blue-800 dark:bg-slate-800 dark:text-blue-200">
              {skill}
              <button
                type="button"
                aria-label={`Remove ${skill}`}
                onClick={() => onChange(skills.filter((s) => s !== skill))}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-700"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-start gap-3">
        <TextField
          label="Skill"
          className="flex-1"
          value={text}
          maxLength={SUBMISSION_LIMITS.skillMax}
          placeholder={full ? `Maximum of ${SUBMISSION_LIMITS.skillsMax} reached` : 'e.g. Echocardiography'}
          hint="Press Enter or Add to add a skill."
          error={pending ?? error}
          onChange={(e) => {
            setText(e.target.value);
            setPending(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" aria-label="Add skill" disabled={full} onClick={add} className="mt-6">
          Add
        </Button>
      </div>
    </div>
  );
}
