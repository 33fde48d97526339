import { LIST_FILTER_MAX } from '@core/schemas/physician-constants';
import { useState } from 'react';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { type FiltersChange, toggled } from '../utils/search-url';
import { DebouncedSearchInput } from './debounced-search-input';

/** Spec core §2. */
export const suggestedSkills = [
  'Communication', 'Leadership', 'Research', 'Patient Care', 'Teaching',
  'Clinical Research', 'Surgery', 'Public Speaking', 'Medical Education', 'Healthcare Management',
] as const;

type Props = { skills: string[]; skillsSearch: string; onChange: (change: FiltersChange) => void };

/**
 * The text box filters the list as you type and, after a pause, the results
 * (`skillsSearch`); the ticked skills are all required (AND, spec core §5).
 */
export function SkillsFilter({ skills, skillsSearch, onChange }: Props) {
  const [text, setText] = useState(skillsSearch);
  const needle = text.trim().toLowerCase();
  const extra = skills.filter((s) => !suggestedSkills.some((k) => k.toLowerCase() === s.toLowerCase()));
  const options = [...extra, ...suggestedSkills]
    .filter((s) => !needle || s.toLowerCase().includes(needle) || skills.includes(s))
    .map((value) => ({ value }));

  return (
    <div className="space-y-2">
      <DebouncedSearchInput
        label="Search skills"
        placeholder="Search skills"
        value={skillsSearch}
        onTextChange={setText}
        onCommit={(value) => onChange({ skillsSearch: value })}
      />
      {options.length > 0 ? (
        <CheckboxGroup legend="Skills" hideLegend max={LIST_FILTER_MAX} options={options} selected={skills} onToggle={(value, on) => onChange((f) => ({ skills: toggled(f.skills, value, on) }))} />
      ) : (
        <p className="text-xs text-slate-500 dark:text-slate-400">No suggested skill matches.</p>
      )}
    </div>
  );
}
