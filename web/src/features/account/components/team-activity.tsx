import { EXPORT_FORMAT_LABELS, type ExportFormat } from '@core/export-formats';
import type { TeamView } from '@core/schemas/teams';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast/toast';
import { type ActivityFilters, downloadTeamActivity, useTeamActivity } from '../api/team-activity';

/**
 * Account → Team → Activity (issue 26 item 5), for the owner and admins: who
 * revealed and exported whom, by member and date, and the same as CSV. The
 * pool counts exactly these entries (they are written in one transaction).
 */
/** The format as the export dialog named it; an entry written before a format existed shows none. */
const exportAction = (format: string | null): string => (format ? `Export as ${EXPORT_FORMAT_LABELS[format as ExportFormat] ?? format}` : 'Export');

export function TeamActivity({ team }: { team: TeamView }) {
  const [draft, setDraft] = useState<ActivityFilters>({ member: '', from: '', to: '' });
  const [filters, setFilters] = useState<ActivityFilters>(draft);
  const log = useTeamActivity(filters);
  const rows = log.data?.pages.flatMap((p) => p.items) ?? [];
  const download = async () => {
    try {
      await downloadTeamActivity(filters);
    } catch (error) {
      toast.error('Not downloaded', { description: errorMessage(error, 'Please try again.') });
    }
  };
  return (
    <section aria-labelledby="team-activity" className="space-y-3">
      <h3 id="team-activity" className="text-lg font-semibold">Activity</h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">Every reveal and export by the team's members. Your team's daily allowance counts exactly these entries.</p>
      <form
        aria-label="Filter activity"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
        }}
      >
        <label className="flex flex-col text-sm">
          Member
          <select value={draft.member} onChange={(e) => setDraft({ ...draft, member: e.target.value })} className="rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900">
            <option value="">Everyone</option>
            {team.members.map((m) => (
              <option key={m.userId} value={m.userId}>{m.email}</option>
            ))}
          </select>
        </label>
        <TextField label="From (UTC day)" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        <TextField label="To (UTC day)" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        <Button type="submit" variant="secondary">Show</Button>
        <Button type="button" variant="secondary" onClick={() => void download()}>Download CSV</Button>
      </form>
      {log.isError && <p role="alert">{errorMessage(log.error, 'The activity could not be loaded.')}</p>}
      {log.isSuccess && rows.length === 0 && <p>No reveals or exports match.</p>}
      {rows.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Team activity</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-2">When</th>
              <th scope="col" className="py-2">Member</th>
              <th scope="col" className="py-2">Action</th>
              <th scope="col" className="py-2">Rows</th>
              <th scope="col" className="py-2">File</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 dark:border-slate-800">
                <td className="py-2">{formatDate(r.at)} {r.at.slice(11, 16)} UTC</td>
                <td className="py-2">{r.email}</td>
                <td className="py-2">{r.kind === 'reveal' ? 'Contact reveal' : exportAction(r.format)}</td>
                <td className="py-2">{r.count}{r.redacted ? ` (${r.redacted} since removed from the directory)` : ''}</td>
                <td className="py-2">{r.fileName ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {log.hasNextPage && (
        <Button variant="secondary" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          Show more
        </Button>
      )}
    </section>
  );
}
