import type { Submission } from '@core/schemas/submissions';
import type { Decision } from '../api/admin-api';
import type { Busy } from '../hooks/use-decisions';
import type { Selection } from '../hooks/use-selection';
import { submissionColumns as col } from './submission-columns';
import { SubmissionGrid } from './submission-grid';

type PendingTableProps = {
  items: Submission[];
  selection: Selection;
  busy: Busy;
  onDecide: (id: string, action: Decision) => void;
};

const columns = [col.name, col.email, col.company, col.specialty, col.submitted];

/** The dashboard's pending submissions: select, Name, Email, Company, Specialty, Submitted, actions (spec public §2). */
export function PendingTable(props: PendingTableProps) {
  return <SubmissionGrid label="Pending submissions" columns={columns} decidable emptyText="No pending submissions found" {...props} />;
}
