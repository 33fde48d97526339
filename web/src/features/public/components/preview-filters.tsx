import { ChevronDown } from 'lucide-react';

const filters = [
  { label: 'Location', value: 'Any location' },
  { label: 'Specialty', value: 'Any specialty' },
  { label: 'Education', value: 'Any school' },
  { label: 'Company', value: 'Any company' },
] as const;

/** What the real filter panel offers, drawn as read-only fields: the preview searches nothing. */
export function PreviewFilters() {
  return (
    <div className="border-b border-slate-200 p-4 lg:border-r lg:border-b-0 dark:border-slate-800">
      <p className="text-sm font-semibold">Filters</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-1">
        {filters.map((filter) => (
          <div key={filter.label}>
            <dt className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">{filter.label}</dt>
            <dd className="mt-1 flex items-center justify-between gap-1 rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm text-slate-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-300">
              <span className="truncate">{filter.value}</span>
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
