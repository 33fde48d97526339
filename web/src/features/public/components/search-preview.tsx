import { Info } from 'lucide-react';
import { PreviewFilters } from './preview-filters';
import { PreviewRow } from './preview-row';
import { PreviewToolbar } from './preview-toolbar';
import { previewRows } from './search-preview-rows';

const DISCLAIMER_ID = 'search-preview-disclaimer';

/** A static picture of the search screen with fictional rows; only Reveal Email does anything. */
export function SearchPreview() {
  return (
    <section aria-labelledby="search-preview-title" className="bg-slate-50 py-16 dark:bg-slate-900/50">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="search-preview-title" className="text-3xl font-bold tracking-tight">
            See the search in action
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">Filter, review and reach the right candidates from one screen.</p>
        </div>

        <div className="mt-10 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-800 dark:bg-slate-900">
          <div aria-hidden="true" className="flex gap-1.5 border-b border-slate-200 bg-slate-100 px-4 py-2.5 dark:border-slate-800 dark:bg-slate-800">
            <span className="size-3 rounded-full bg-red-400" />
            <span className="size-3 rounded-full bg-amber-400" />
            <span className="size-3 rounded-full bg-emerald-400" />
          </div>
          <div className="grid lg:grid-cols-[16rem_1fr]">
            <PreviewFilters />
            <div className="min-w-0 space-y-4 p-4">
              <p className="text-sm text-slate-600 dark:text-slate-300">Showing 1–4 of 265,634 results</p>
              <PreviewToolbar disclaimerId={DISCLAIMER_ID} />
              <ul aria-label="Sample results" className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
                {previewRows.map((row) => (
                  <li key={row.id}>
                    <PreviewRow row={row} disclaimerId={DISCLAIMER_ID} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>

        <p id={DISCLAIMER_ID} className="mt-4 flex items-start justify-center gap-2 text-center text-sm text-slate-600 dark:text-slate-400">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          This is only a preview with fictional sample data. Sign up to search the full directory and use these tools.
        </p>
      </div>
    </section>
  );
}
