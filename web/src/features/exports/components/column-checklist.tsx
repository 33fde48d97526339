import { type ExportColumnKey, columnOf } from '@core/export-columns';
import { useId } from 'react';

/** The column table in groups a recruiter scans by (every key of core/export-columns.ts once). */
const GROUPS: ReadonlyArray<{ readonly label: string; readonly keys: readonly ExportColumnKey[] }> = [
  { label: 'Name and role', keys: ['firstName', 'lastName', 'fullName', 'title', 'specialty'] },
  { label: 'Organization', keys: ['organization', 'organizationSize', 'organizationRevenue', 'organizationIndustry'] },
  { label: 'Location', keys: ['city', 'state', 'zip'] },
  { label: 'Contact', keys: ['personalEmail', 'workEmail', 'phone', 'directDial', 'linkedin'] },
  { label: 'Credentials', keys: ['npi', 'licenseStates', 'boardCertifications', 'languages', 'graduationYear', 'skills', 'education'] },
  {
    label: 'Verification dates',
    keys: ['emailVerifiedAt', 'phoneVerifiedAt', 'personalEmailVerifiedAt', 'workEmailVerifiedAt', 'phoneNumberVerifiedAt', 'directDialVerifiedAt'],
  },
];

type Props = {
  chosen: readonly ExportColumnKey[];
  onChange: (next: ExportColumnKey[]) => void;
  /** The most the format's file holds; at it, the unticked boxes are disabled (the server would refuse more). */
  max: number;
  /** The format's name for the limit's note, e.g. "A PDF table". */
  limitedBy: string | null;
};

/** The Custom choice of the export dialog: one checkbox per column, grouped. */
export function ColumnChecklist({ chosen, onChange, max, limitedBy }: Props) {
  const noteId = useId();
  const full = chosen.length >= max;
  const toggle = (key: ExportColumnKey, on: boolean) => onChange(on ? [...chosen, key] : chosen.filter((k) => k !== key));

  return (
    <fieldset aria-describedby={noteId} className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-200">Custom columns</legend>
      <p id={noteId} role="status" className={`text-xs ${chosen.length > max || chosen.length === 0 ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}>
        {chosen.length === 0
          ? 'Choose at least one column.'
          : limitedBy
            ? `${limitedBy} holds at most ${max} columns: ${chosen.length} of ${max} chosen${chosen.length > max ? `; untick ${chosen.length - max}` : ''}.`
            : `${chosen.length} column${chosen.length === 1 ? '' : 's'} chosen.`}
      </p>
      <div className="max-h-64 space-y-3 overflow-y-auto">
        {GROUPS.map((group) => (
          <fieldset key={group.label}>
            <legend className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{group.label}</legend>
            <div className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1">
              {group.keys.map((key) => {
                const on = chosen.includes(key);
                return (
                  <label key={key} className={`flex items-center gap-2 text-sm ${!on && full ? 'opacity-60' : ''}`}>
                    <input type="checkbox" checked={on} disabled={!on && full} onChange={(e) => toggle(key, e.target.checked)} />
                    <span>{columnOf(key).header}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
