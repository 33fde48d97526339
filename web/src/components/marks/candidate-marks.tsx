import { FileDown, ListChecks } from 'lucide-react';
import type { CandidateMark } from '../../lib/candidate-marks';
import { formatDate } from '../../lib/format-date';

/**
 * Where a candidate stands for the signed-in user: the lists holding them
 * and when they last exported them. Renders nothing without a mark.
 */
export function CandidateMarks({ mark, className = '' }: { mark: CandidateMark | undefined; className?: string }) {
  if (!mark || (mark.lists.length === 0 && !mark.exportedAt)) return null;
  return (
    <ul aria-label="Your activity" className={`flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300 ${className}`}>
      {mark.lists.length > 0 && (
        <li className="flex min-w-0 items-center gap-1">
          <ListChecks aria-hidden="true" className="size-3.5 shrink-0 text-blue-600 dark:text-blue-400" />
          <span className="truncate" title={mark.lists.map((l) => l.name).join(', ')}>
            In your lists: {mark.lists.map((l) => l.name).join(', ')}
          </span>
        </li>
      )}
      {mark.exportedAt && (
        <li className="flex items-center gap-1">
          <FileDown aria-hidden="true" className="size-3.5 shrink-0 text-emerald-600 dark:text-emerald-400" />
          Exported on {formatDate(mark.exportedAt)}
        </li>
      )}
    </ul>
  );
}
