import { GraduationCap } from 'lucide-react';
import type { EducationEntry } from '@core/schemas/physician';

const period = (e: EducationEntry): string => {
  if (!e.startDate && !e.endDate) return '';
  return `${e.startDate || 'Not specified'} – ${e.endDate || 'Not specified'}`;
};

/** School, degree, field and dates of each entry. */
export function EducationList({ entries }: { entries: readonly EducationEntry[] }) {
  if (entries.length === 0) return <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Not specified</p>;
  return (
    <ul className="mt-2 space-y-3">
      {entries.map((e, index) => (
        <li key={`${e.schoolName}-${e.degree}-${index}`} className="flex gap-3">
          <GraduationCap aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
          <div className="text-sm">
            <p className="font-medium">{e.schoolName || 'Not specified'}</p>
            <p className="text-slate-600 dark:text-slate-300">{[e.degree, e.field].filter(Boolean).join(', ') || 'Not specified'}</p>
            {period(e) && <p className="text-xs text-slate-500 dark:text-slate-400">{period(e)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
