import { toast } from '../../../lib/toast/toast';
import type { BulkDecisionResult } from '@core/schemas/submissions';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import type { Decision } from '../api/admin-api';

export interface BulkToasts {
  done: (action: Decision, result: BulkDecisionResult) => void;
  failed: (action: Decision, error: Error) => void;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const past = { approve: 'approved', reject: 'rejected' } as const;
const tally = (succeeded: number, failed: number) => `${succeeded} succeeded, ${failed} failed`;

/** Spec public §8: 401 and 403 read as an authorization problem, whatever the screen. */
export const isAuthError = (error: Error): boolean => error instanceof ApiError && (error.status === 401 || error.status === 403);

const authorizationError = () => toast.error('Authorization Error', { description: 'You are not authorized to perform this action.' });

export const loadToasts = {
  dashboard: (error: Error) =>
    isAuthError(error) ? authorizationError() : toast.error('Failed to load submissions', { description: errorMessage(error, 'Please try again.') }),
  resumes: (error: Error) =>
    isAuthError(error) ? authorizationError() : toast.error('Error Loading Submissions', { description: 'Could not load resume submissions.' }),
  users: () => toast.error('Failed to load users', { description: 'There was a problem loading the user data.' }),
};

/** One row's approve or reject, on either screen; a 409 says the submission was already decided. */
export const singleToasts = {
  done: (action: Decision, name: string) =>
    action === 'approve'
      ? toast.success('Resume Approved', { description: `${name} is now a searchable profile.` })
      : toast.success('Rejected', { description: `${name}'s submission was rejected.` }),
  failed: (error: Error) => toast.error('Action Failed', { description: errorMessage(error, 'The submission could not be updated.') }),
};

/** Resume Submissions words bulk outcomes as "Bulk {action} ..." (spec public §8). */
export const resumeBulkToasts: BulkToasts & { noneSelected: () => void } = {
  done: (action, { succeeded, failed }) =>
    failed === 0
      ? toast.success(`Bulk ${action} successful`, { description: `${count(succeeded, 'submission')} ${past[action]}.` })
      : toast.error(`Bulk ${action} partially failed`, { description: tally(succeeded, failed) }),
  failed: (_action, error) => singleToasts.failed(error),
  noneSelected: () => toast.error('No Submissions Selected', { description: 'Select at least one submission first.' }),
};

const dashboardFailure = { approve: 'Approval failed', reject: 'Rejection failed' } as const;

/** The dashboard words bulk outcomes per profile (spec public §8). */
export const dashboardBulkToasts: BulkToasts & { noneSelected: () => void } = {
  done: (action, { succeeded, failed }) => {
    if (failed > 0) toast.error(dashboardFailure[action], { description: tally(succeeded, failed) });
    else if (action === 'approve') toast.success('Profiles approved successfully', { description: `${count(succeeded, 'profile')} approved.` });
    else toast.success('Profiles rejected', { description: `${count(succeeded, 'profile')} rejected.` });
  },
  failed: (action, error) => toast.error(dashboardFailure[action], { description: errorMessage(error, 'Please try again.') }),
  noneSelected: () => toast.error('No profiles selected', { description: 'Please select at least one profile to perform this action.' }),
};
