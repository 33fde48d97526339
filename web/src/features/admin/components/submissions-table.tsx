import type { Submission, SubmissionStatus } from '@core/schemas/submissions';
import type { Decision } from '../api/admin-api';
import type { Busy } from '../hooks/use-decisions';
import type { Selection } from '../hooks/use-selection';
import { submissionColumns as col, decidedColumn } from './submission-columns';
import { SubmissionGrid } from './submission-grid';

type SubmissionsTableProps = {
  status: SubmissionStatus;
  items: Submission[];
  selection: Selection;
  busy: Busy;
  onDecide: (id: string, action: Decision) => void;
};

const shared = [col.nameAndTitle, col.email, col.company, col.location, col.specialty, col.submitted];
const columnsOf = {
  pending: shared,
  approved: [...shared, decidedColumn('Approved At')],
  rejected: [...shared, decidedColumn('Processed At')],
} as const;

/** One status's submissions with the columns of spec public §2; only pending rows can be selected and decided. */
export function SubmissionsTable({ status, ...rest }: SubmissionsTableProps) {
  const label = `${status[0]?.toUpperCase()}${status.slice(1)} submissions`;
  return <SubmissionGrid label={label} columns={columnsOf[status]} decidable={status === 'pending'} {...rest} />;
}
