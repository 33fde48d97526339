import { applyHint, hintLabel, keywordHints } from '../utils/keyword-hints';
import type { FiltersChange, SearchFilters } from '../utils/search-url';

/** "Did you mean specialty “heart doctor”?" for keywords that name a filter (utils/keyword-hints.ts). */
export function KeywordHints({ filters, onChange }: { filters: SearchFilters; onChange: (change: FiltersChange) => void }) {
  const hints = keywordHints(filters);
  if (!hints.length) return null;
  return (
    <div className="rounded-md border border-blue-200 bg-blue-50 px-4 py-2 text-sm text-blue-950 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100">
      {hints.map((hint) => (
        <p key={`${hint.filter}:${hint.value}`}>
          Keywords search names, specialty, skills, company and title. Did you mean{' '}
          <button type="button" className="font-semibold underline underline-offset-2 hover:no-underline" onClick={() => onChange((f) => applyHint(f, hint))}>
            {hintLabel(hint)}
          </button>
          ?
        </p>
      ))}
    </div>
  );
}
