import { physicianProvidedLabels } from '@core/schemas/physician-provided';
import type { ProfileChangeRow } from '@core/schemas/profile-corrections';
import { Button } from '../../../components/ui/button';

const actionLabels: Partial<Record<ProfileChangeRow['action'], string>> = {
  field_corrected: 'Corrected',
  contact_replaced: 'Replaced',
  field_hidden: 'Hidden from recruiters',
  field_shown: 'Shown again',
  change_reverted: 'Reverted by an admin',
};

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A physician's own changes, newest first, each with what it replaced and a Revert while it still applies. */
export function ProfileChangesTable({ rows, busy, onRevert }: { rows: readonly ProfileChangeRow[]; busy: boolean; onRevert: (row: ProfileChangeRow) => void }) {
  if (!rows.length) return <p className="text-sm text-slate-600 dark:text-slate-400">This physician made no changes on their page.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Changes, newest first</caption>
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-700">
          <th scope="col" className="py-2 pr-3">When</th>
          <th scope="col" className="py-2 pr-3">Change</th>
          <th scope="col" className="py-2 pr-3">Field</th>
          <th scope="col" className="py-2 pr-3">Before</th>
          <th scope="col" className="py-2 pr-3">After</th>
          <th scope="col" className="py-2">
            <span className="sr-only">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const field = r.field ? physicianProvidedLabels[r.field] : '';
          return (
            <tr key={r.changeId} className="border-b border-slate-100 dark:border-slate-800">
              <td className="py-2 pr-3">
                <time dateTime={r.at}>{timeFormat.format(new Date(r.at))}</time>
              </td>
              <td className="py-2 pr-3">{actionLabels[r.action] ?? r.action}</td>
              <td className="py-2 pr-3">{field}</td>
              <td className="py-2 pr-3">{r.previous ?? '(none)'}</td>
              <td className="py-2 pr-3">{r.value ?? '(none)'}</td>
              <td className="py-2">
                {r.revertible ? (
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => onRevert(r)} aria-label={`Revert: ${field}, ${actionLabels[r.action] ?? r.action}`}>
                    Revert
                  </Button>
                ) : r.revertedAt ? (
                  <span className="text-slate-600 dark:text-slate-400">Reverted</span>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
