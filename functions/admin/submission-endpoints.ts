import { AppError } from '../core/errors';
import {
  ADMIN_PAGE_SIZE,
  bulkDecisionInput,
  bulkDecisionResult,
  type BulkDecisionResult,
  submissionDecision,
  submissionIdParams,
  submissionListQuery,
  submissionPage,
} from '../core/schemas/submissions';
import { http, ok } from '../http/endpoint';
import { cvLinkOf } from '../core/cv';
import { cvLink } from '../core/schemas/cv';
import { notFound } from '../core/errors';
import { UNCONFIRMED } from '../core/schemas/submissions';
import { decideSubmission } from './decide';

export const listSubmissions = http({ query: submissionListQuery, response: submissionPage, summary: 'Resume submissions of one status, newest first (admin)' }, async ({ query }, d) => {
  const { items, total } = await d.submissions.page(query.status, query.page, ADMIN_PAGE_SIZE);
  return ok({ items, total, page: query.page, pageSize: ADMIN_PAGE_SIZE });
});

export const approveSubmission = http({ errors: ['CONFLICT'], params: submissionIdParams, response: submissionDecision, summary: 'Approve a submission: publish it as a physician profile (admin)' }, async ({ params }, d) =>
  ok({ submission: await decideSubmission(d, params.id, 'approve') }),
);

export const rejectSubmission = http({ errors: ['CONFLICT'], params: submissionIdParams, response: submissionDecision, summary: 'Reject a submission (admin)' }, async ({ params }, d) =>
  ok({ submission: await decideSubmission(d, params.id, 'reject') }),
);

/** One id at a time, as the spec's bulk actions do; each failure is reported, none stops the rest. */
export const decideSubmissions = http({ body: bulkDecisionInput, response: bulkDecisionResult, summary: 'Approve or reject several submissions (admin)' }, async ({ body }, d) => {
  const results: BulkDecisionResult['results'] = [];
  for (const id of [...new Set(body.ids)]) {
    try {
      await decideSubmission(d, id, body.action);
      results.push({ id, ok: true });
    } catch (e) {
      // An outage on one id must not hide what already happened to the others.
      results.push({ id, ok: false, error: e instanceof AppError ? e.message : 'Could not be processed. Please try again.' });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return ok({ succeeded, failed: results.length - succeeded, results });
});

/** The submission's CV before deciding (issue 25 item 5): a signed GET of a few minutes; unconfirmed and CV-less ones are 404. */
export const getSubmissionCv = http({ params: submissionIdParams, response: cvLink, summary: "A short-lived link to a submission's CV (admin)" }, async ({ params }, d) => {
  const s = await d.submissions.get(params.id);
  if (!s || s.status === UNCONFIRMED || !s.cv) throw notFound('CV');
  return ok(await cvLinkOf(d, s.cv));
});
