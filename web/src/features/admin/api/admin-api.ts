import { adminOverview, adminUsers } from '@core/schemas/admin';
import { adminContactReports, contactHistory, type ContactStatusRequest, contactStatusResult } from '@core/schemas/contact-reports';
import { bulkDecisionResult, submissionDecision, submissionPage, type SubmissionStatus } from '@core/schemas/submissions';
import { cvLink } from '@core/schemas/cv';
import { api } from '../../../lib/api';

export type Decision = 'approve' | 'reject';

const submissionPath = (id: string, action: Decision) => `/api/admin/submissions/${encodeURIComponent(id)}/${action}`;

/** The admin calls of DESIGN §4, zod-checked. */
export const adminApi = {
  submissions: (status: SubmissionStatus, page: number, signal?: AbortSignal) =>
    api.get('/api/admin/submissions', submissionPage, { query: { status, page }, signal }),
  decide: (id: string, action: Decision) => api.post(submissionPath(id, action), submissionDecision),
  /** A signed link of a few minutes: fetched on each click, never kept. */
  submissionCv: (id: string) => api.get(`/api/admin/submissions/${encodeURIComponent(id)}/cv`, cvLink),
  bulk: (action: Decision, ids: string[]) => api.post('/api/admin/submissions/bulk', bulkDecisionResult, { action, ids }),
  users: (query: string, signal?: AbortSignal) => api.get('/api/admin/users', adminUsers, { query: { query: query.trim() }, signal }),
  contactReports: (cursor: string | null, signal?: AbortSignal) => api.get('/api/admin/contact-reports', adminContactReports, { query: { cursor }, signal }),
  contactStatus: (physicianId: string, body: ContactStatusRequest) =>
    api.post(`/api/admin/physicians/${encodeURIComponent(physicianId)}/contact-status`, contactStatusResult, body),
  overview: (signal?: AbortSignal) => api.get('/api/admin/overview', adminOverview, { signal }),
  contactHistory: (physicianId: string, signal?: AbortSignal) => api.get(`/api/admin/physicians/${encodeURIComponent(physicianId)}/contact-history`, contactHistory, { signal }),
};

export const adminKeys = {
  submissions: ['admin', 'submissions'] as const,
  overview: ['admin', 'overview'] as const,
  submissionPage: (status: SubmissionStatus, page: number) => ['admin', 'submissions', status, page] as const,
  users: (query: string) => ['admin', 'users', query.trim()] as const,
  contactReports: ['admin', 'contact-reports'] as const,
  contactReportPage: (cursor: string | null) => ['admin', 'contact-reports', cursor ?? 'first'] as const,
  contactHistory: (physicianId: string) => ['admin', 'contact-reports', 'history', physicianId] as const,
};
