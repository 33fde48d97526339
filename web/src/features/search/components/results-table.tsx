import { IntentBadge } from './intent-badge';
import { useEffect, useRef } from 'react';
import type { PhysicianSummary } from '@core/schemas/physician';
import { useAccess } from '../../../components/access/use-access';
import { ContactButton } from '../../../components/contact/contact-button';
import { CandidateMarks } from '../../../components/marks/candidate-marks';
import { ProfileLink } from '../../../components/profile-link';
import type { CandidateMark } from '../../../lib/candidate-marks';
import { contactRefusalOf } from '../utils/contact-refusal';
import { hasDistances } from '../utils/distance';
import type { SelectionMode } from '../utils/selection';
import { type ColumnId, tableColumns } from '../utils/table-columns';
import { SortHeader, type SortState } from './sort-header';
import { tableCells } from './table-cells';

export type ResultsTableProps = {
  items: readonly PhysicianSummary[];
  columns: readonly ColumnId[];
  mode: SelectionMode;
  selectedIds: ReadonlySet<string>;
  onToggleSelect: (id: string) => void;
  onTogglePage: () => void;
  sort: SortState;
  /** The signed-in user's lists and exports of these physicians (GET /api/me/marks). */
  marks?: ReadonlyMap<string, CandidateMark> | undefined;
};

const headCell = 'sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300';
const bodyCell = 'border-b border-slate-100 px-3 py-1.5 align-middle dark:border-slate-800';
const checkboxClass = 'size-4 rounded border-slate-300 text-blue-600 dark:border-slate-600';

/** The page checkbox mirrors the toolbar's Select Page: on in 'page' mode, mixed when only some rows are chosen. */
function PageCheckbox({ mode, items, selectedIds, onToggle }: { mode: SelectionMode; items: readonly PhysicianSummary[]; selectedIds: ReadonlySet<string>; onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const checked = mode === 'page';
  const mixed = !checked && items.some((p) => selectedIds.has(p.id));
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return <input ref={ref} type="checkbox" checked={checked} onChange={onToggle} aria-label="Select all on this page" className={checkboxClass} />;
}

/**
 * A dense view of the same page of results (issue 14 item 7, issue 24). Its
 * own scroll area keeps the header in sight and takes any sideways scroll on
 * small screens, so the page itself never scrolls sideways. Loaded only in
 * the table view (lazy-results-table.tsx).
 */
export function ResultsTable({ items, columns, mode, selectedIds, onToggleSelect, onTogglePage, sort, marks }: ResultsTableProps) {
  const refusal = contactRefusalOf(useAccess());
  // Distance exists only while a distance filter measures one.
  const distance = hasDistances(items);
  const shown = tableColumns.filter((c) => columns.includes(c.id) && (c.id !== 'distance' || distance));
  // The marks have columns of their own; under the name only when both are hidden.
  const marksInName = !columns.includes('lists') && !columns.includes('exported');

  return (
    // tabIndex: a scrollable region must be reachable to scroll it by keyboard.
    <div
      role="region"
      aria-label="Results table"
      tabIndex={0}
      className="max-h-[calc(100dvh-8rem)] overflow-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-800 dark:bg-slate-950"
    >
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">Search results, one physician per row</caption>
        <thead>
          <tr>
            <th scope="col" className={`${headCell} w-10`}>
              <PageCheckbox mode={mode} items={items} selectedIds={selectedIds} onToggle={onTogglePage} />
            </th>
            <SortHeader label="Name" sortKey="name" sort={sort} className={headCell} />
            {shown.map((c) =>
              'sortKey' in c ? (
                <SortHeader key={c.id} label={c.label} sortKey={c.sortKey} sort={sort} className={headCell} />
              ) : (
                <th key={c.id} scope="col" className={headCell}>
                  {c.label}
                </th>
              ),
            )}
            <th scope="col" className={headCell}>
              Contact
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.id} className={selectedIds.has(p.id) ? 'bg-blue-50 dark:bg-blue-950/40' : 'hover:bg-slate-50 dark:hover:bg-slate-900'}>
              <td className={bodyCell}>
                <input type="checkbox" checked={selectedIds.has(p.id)} onChange={() => onToggleSelect(p.id)} aria-label={`Select ${p.fullName}`} className={checkboxClass} />
              </td>
              <th scope="row" className={`${bodyCell} whitespace-nowrap text-left font-semibold`}>
                <ProfileLink physicianId={p.id} className="hover:text-blue-700 hover:underline dark:hover:text-blue-300">
                  {p.fullName}
                </ProfileLink>
                {p.intent && <div className="mt-0.5 font-normal"><IntentBadge intent={p.intent} /></div>}
                {marksInName && <CandidateMarks mark={marks?.get(p.id)} className="mt-0.5 max-w-64 whitespace-normal font-normal" />}
              </th>
              {shown.map((c) => (
                // Full values wrap rather than being cut: the table exists to show them.
                <td key={c.id} className={`${bodyCell} ${tableCells[c.id].width} leading-snug text-slate-700 dark:text-slate-300`}>
                  {tableCells[c.id].value(p, marks?.get(p.id)) || <span className="text-slate-500 dark:text-slate-400">-</span>}
                </td>
              ))}
              <td className={`${bodyCell} whitespace-nowrap`}>
                {refusal ? (
                  <span className="text-xs text-slate-500 dark:text-slate-400">{refusal}</span>
                ) : (
                  <div className="flex gap-1.5">
                    <ContactButton physicianId={p.id} kind="email" available={p.hasEmail} />
                    <ContactButton physicianId={p.id} kind="phone" available={p.hasPhone} />
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
