import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Deps } from '../../functions/core/deps';
import { mailedTokenHash, mailedTokenValidUntil } from '../../functions/core/mailed-token';
import type { Submission } from '../../functions/core/schemas/submissions';
import { viewerHeaders } from './clients';
import { submissionTokenMailedTo } from './mail';
import { api } from './stack';

export const confirmSubmission = (token: string, headers = viewerHeaders()) => api<{ confirmed: boolean; message: string }>('/api/submissions/confirm', { method: 'POST', body: { token }, headers });

/** POSTs a resume and confirms it through the link mailed to its address, as its owner would: it is then in the admin queue. */
export const submitAndConfirm = async (body: { email: string } & Record<string, unknown>): Promise<string> => {
  const res = await api<{ id: string }>('/api/submissions', { method: 'POST', body, headers: viewerHeaders() });
  expect(res.status).toBe(201);
  const confirmed = await confirmSubmission(await submissionTokenMailedTo(body.email));
  expect(confirmed.status).toBe(200);
  return res.body.id;
};

/** Writes a submission straight to the store and confirms it there (no mail): for tests that need many pending ones. */
export const storeConfirmed = async (d: Deps, s: Submission): Promise<void> => {
  const tokenHash = mailedTokenHash(`test-${randomUUID()}`);
  await d.submissions.create(s, { tokenHash, validUntil: mailedTokenValidUntil(new Date()).toISOString() });
  expect(await d.submissions.confirm(tokenHash, new Date())).toBe(s.id);
};
