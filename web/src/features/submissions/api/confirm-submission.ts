import { submissionConfirmResult, type SubmissionConfirmInput } from '@core/schemas/submissions';
import { api } from '../../../lib/api';

/** POST /api/submissions/confirm: 200 once per token; an unknown, used or expired token is a 400. */
export const confirmSubmission = (input: SubmissionConfirmInput) => api.post('/api/submissions/confirm', submissionConfirmResult, input);
