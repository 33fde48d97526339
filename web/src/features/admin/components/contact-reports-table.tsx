import { type AdminContactReportRow, type ContactFieldName, contactFieldLabels, contactFieldNames, reportReasonLabels } from '@core/schemas/contact-reports';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { cellClass, HeaderCell, headClass, rowClass, TableFrame } from './table-parts';

type Props = {
  rows: AdminContactReportRow[];
  busy: boolean;
  onVerdict: (row: AdminContactReportRow, status: 'invalid' | 'verified') => void;
  onHistory: (row: AdminContactReportRow) => void;
};

/** "Phone 3 · Work email 1": the physician's open reports per field. */
const countsText = (row: AdminContactReportRow) =>
  contactFieldNames
    .filter((f) => row.counts[f] > 0)
    .map((f) => `${contactFieldLabels[f]} ${row.counts[f]}`)
    .join(' · ') || 'none';

const fieldText = (row: AdminContactReportRow, f: ContactFieldName) => `${contactFieldLabels[f]}${row.invalid.includes(f) ? ' (invalid)' : ''}`;

/** Open bad-contact reports, newest first, with the physician's counts and the two verdicts. */
export function ContactReportsTable({ rows, busy, onVerdict, onHistory }: Props) {
  return (
    <TableFrame label="Contact reports">
      <thead className={headClass}>
        <tr>
          <HeaderCell>Reported</HeaderCell>
          <HeaderCell>Physician</HeaderCell>
          <HeaderCell>Field</HeaderCell>
          <HeaderCell>Reason</HeaderCell>
          <HeaderCell>Note</HeaderCell>
          <HeaderCell>Open reports</HeaderCell>
          <HeaderCell>Actions</HeaderCell>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr className={rowClass}>
            <td colSpan={7} className="px-4 py-8 text-center text-slate-600 dark:text-slate-400">
              No open contact reports
            </td>
          </tr>
        ) : (
          rows.map((row) => {
            const name = row.physicianName ?? 'Removed physician';
            return (
              <tr key={`${row.physicianId}-${row.field}-${row.reportedAt}`} className={rowClass}>
                <td className={`${cellClass} whitespace-nowrap`}>{formatDate(row.reportedAt)}</td>
                <td className={cellClass}>
                  {row.physicianName ? (
                    <Link to={paths.physician(row.physicianId)} className="text-blue-700 underline-offset-2 hover:underline dark:text-blue-400">
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{fieldText(row, row.field)}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{reportReasonLabels[row.reason]}</td>
                <td className={`${cellClass} max-w-xs break-words`}>{row.note ?? '—'}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{countsText(row)}</td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <div className="flex gap-2">
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => onVerdict(row, 'verified')} aria-label={`Mark ${contactFieldLabels[row.field].toLowerCase()} of ${name} re-verified`}>
                      Re-verified
                    </Button>
                    <Button size="sm" variant="danger" disabled={busy} onClick={() => onVerdict(row, 'invalid')} aria-label={`Mark ${contactFieldLabels[row.field].toLowerCase()} of ${name} invalid`}>
                      Mark invalid
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => onHistory(row)} aria-label={`Verdict history of ${name}`}>
                      History
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })
        )}
      </tbody>
    </TableFrame>
  );
}
