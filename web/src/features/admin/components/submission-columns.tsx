import type { Submission } from '@core/schemas/submissions';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format-date';
import { dateOrNotAvailable, fullName, orNotAvailable, specialtyOf } from '../utils/submission-display';
import { SpecialtyBadge } from './table-parts';

export type SubmissionColumn = { header: string; cell: (s: Submission) => ReactNode; className?: string };

/** The columns of spec public §2 the dashboard and Resume Submissions tables pick from. */
export const submissionColumns = {
  name: { header: 'Name', className: 'font-medium', cell: fullName },
  nameAndTitle: {
    header: 'Name',
    cell: (s) => (
      <>
        <div className="font-medium">{fullName(s)}</div>
        <div className="text-xs text-slate-600 dark:text-slate-400">{s.title}</div>
      </>
    ),
  },
  email: { header: 'Email', className: 'break-all', cell: (s) => s.email },
  company: { header: 'Company', cell: (s) => orNotAvailable(s.companyName) },
  location: { header: 'Location', cell: (s) => orNotAvailable(s.location) },
  specialty: { header: 'Specialty', cell: (s) => <SpecialtyBadge>{specialtyOf(s)}</SpecialtyBadge> },
  submitted: { header: 'Submitted', className: 'whitespace-nowrap', cell: (s) => formatDate(s.createdAt) },
} satisfies Record<string, SubmissionColumn>;

/** The decision date column; its header names the decision ("Approved At", "Processed At"). */
export const decidedColumn = (header: string): SubmissionColumn => ({
  header,
  className: 'whitespace-nowrap',
  cell: (s) => dateOrNotAvailable(s.approvedAt),
});
