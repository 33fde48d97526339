import type { ReactNode } from 'react';

/** One titled block of the filter panel (a heading only: its controls carry their own labels). */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 dark:border-slate-800">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{title}</h3>
      {children}
    </div>
  );
}
