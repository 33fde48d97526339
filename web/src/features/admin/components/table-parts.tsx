import type { ReactNode } from 'react';

/** The frame every admin table shares: scrolls sideways on phones rather than squeezing columns. */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table aria-label={label} className="w-full min-w-[48rem] text-left text-sm">
        {children}
      </table>
    </div>
  );
}

export function HeaderCell({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={`whitespace-nowrap px-4 py-2 font-semibold text-slate-700 dark:text-slate-200 ${className}`}>
      {children}
    </th>
  );
}

export const headClass = 'bg-slate-50 dark:bg-slate-900';
export const rowClass = 'border-t border-slate-200 dark:border-slate-800';
export const cellClass = 'px-4 py-2 align-top';

export function SpecialtyBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-block whitespace-nowrap rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800 dark:bg-blue-950 dark:text-blue-200">
      {children}
    </span>
  );
}
