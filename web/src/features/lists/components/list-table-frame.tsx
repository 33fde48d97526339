import type { ReactNode } from 'react';

/** `header`: shown instead of the label (a page checkbox), the label then read by screen readers only. */
export type ListTableColumn = { label: string; end?: boolean; header?: ReactNode };

export const listRowClass = 'border-t border-slate-200 dark:border-slate-800';
export const listCellClass = 'px-4 py-2';

/**
 * The bordered, sideways-scrolling frame and header row both list tables share; each table renders its own rows.
 * `stacked`: below md the table is a column of cards (rows and cells labelled by the caller) instead of hiding
 * columns off to the right of a 390 px phone.
 */
export function ListTableFrame({ columns, children, stacked = false }: { columns: readonly ListTableColumn[]; children: ReactNode; stacked?: boolean }) {
  return (
    <div className={`${stacked ? 'md:overflow-x-auto' : 'overflow-x-auto'} rounded-lg border border-slate-200 dark:border-slate-800`}>
      <table className={`${stacked ? 'block md:table ' : ''}w-full text-left text-sm`}>
        <thead className={`${stacked ? 'hidden md:table-header-group ' : ''}bg-slate-50 dark:bg-slate-900`}>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.end ? `${listCellClass} text-right` : listCellClass}>
                {c.header ? (
                  <>
                    <span className="sr-only">{c.label}</span>
                    {c.header}
                  </>
                ) : (
                  c.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stacked ? 'block md:table-row-group' : undefined}>{children}</tbody>
      </table>
    </div>
  );
}
