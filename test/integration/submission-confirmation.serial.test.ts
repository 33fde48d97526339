import { randomUUID } from 'node:crypto';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { config } from '../../functions/core/config';
import { mailedTokenHash } from '../../functions/core/mailed-token';
import { errorBody } from '../../functions/core/schemas/error';
import { SUBMISSION_CONFIRMED_MESSAGE, SUBMISSION_TOKEN_ERROR, type Submission, type SubmissionPage } from '../../functions/core/schemas/submissions';
import { submissionOf } from '../../functions/core/submission';
import { emailHash } from '../../functions/core/suppression';
import { viewerHeaders } from '../support/clients';
import { mailCountTo, submissionTokenMailedTo, waitForMails } from '../support/mail';
import { confirmSubmission } from '../support/submissions';
import { api, tokenOf } from '../support/stack';
import { stackDeps } from '../support/users';

/*
 * Issue 13 item 4: a resume is published only after the address in it
 * confirms through the mailed link. Serial, because it counts the admin queue.
 */

const form = () => ({
  firstName: 'Ada',
  lastName: `Confirmley${randomUUID().replace(/[\d-]/g, '').slice(0, 8)}`,
  title: 'Attending Physician',
  companyName: 'Mercy General',
  specialty: 'Cardiology',
  email: `confirm-${randomUUID()}@example.com`,
  phone: '(555) 010-0199',
  city: 'Boston',
  state: 'MA',
});

const submit = (body: ReturnType<typeof form>) => api<{ id: string; status: string; createdAt: string }>('/api/submissions', { method: 'POST', body, headers: viewerHeaders() });

const pendingQueue = async () => {
  const admin = await tokenOf('admin');
  const res = await api<SubmissionPage>('/api/admin/submissions?status=pending&page=1', { token: admin });
  expect(res.status).toBe(200);
  return { total: res.body.total, ids: res.body.items.map((s) => s.id) };
};

const approve = async (id: string) => api<{ submission: Submission }>(`/api/admin/submissions/${id}/approve`, { method: 'POST', token: await tokenOf('admin') });

const rawItem = async (key: { pk: string; sk: string }) => (await documentClient(config()).send(new GetCommand({ TableName: config().TABLE_NAME, Key: key }))).Item;

const expectTokenRefused = async (res: { status: number; body: unknown }) => {
  expect(res.status).toBe(400);
  const { error } = errorBody.parse(res.body);
  expect(error).toEqual({ code: 'VALIDATION', message: SUBMISSION_TOKEN_ERROR, details: { token: [SUBMISSION_TOKEN_ERROR] } });
};

describe('POST /api/submissions: held until the address confirms', () => {
  it('answers 201 unconfirmed, keeps it out of the admin queue and its total, and mails the address a link', async () => {
    const before = await pendingQueue();
    const body = form();
    const res = await submit(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), status: 'unconfirmed', createdAt: expect.any(String) });

    const after = await pendingQueue();
    expect(after.total).toBe(before.total);
    expect(after.ids).not.toContain(res.body.id);
    // Not a queue status admins can ask for, and not something they can act on.
    expect((await api('/api/admin/submissions?status=unconfirmed', { token: await tokenOf('admin') })).status).toBe(400);
    expect((await approve(res.body.id)).status).toBe(404);

    const [mail] = await waitForMails(body.email);
    expect(mail?.subject).toBe('Confirm your resume submission');
    const text = mail?.body.text ?? '';
    expect(text).toMatch(new RegExp(`${config().SITE_URL}/confirm-submission\\?token=[A-Za-z0-9_-]{43}`));
    expect(text).toContain(`Name: Ada ${body.lastName}`);
    expect(text).toContain('Nothing is published until you confirm and an administrator approves');
    expect(text).toContain('If you did not submit this, ignore this email');
  });

  it('stores only the hash of the token, and both items expire by TTL (epoch seconds) after 24 h', async () => {
    const body = form();
    const res = await submit(body);
    const token = await submissionTokenMailedTo(body.email);
    const db = documentClient(config());
    let found = false;
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new ScanCommand({ TableName: config().TABLE_NAME, ExclusiveStartKey }));
      found ||= (page.Items ?? []).some((item) => JSON.stringify(item).includes(token));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    expect(found).toBe(false);

    const tokenItem = await rawItem(keys.submissionToken(mailedTokenHash(token)));
    expect(tokenItem?.submissionId).toBe(res.body.id);
    const day = Math.floor(Date.parse(res.body.createdAt) / 1000) + 24 * 3600;
    for (const item of [tokenItem, await rawItem(keys.submission(res.body.id))]) {
      expect(typeof item?.expiresAt).toBe('number');
      expect(Math.abs((item?.expiresAt as number) - day)).toBeLessThanOrEqual(1);
    }
  });
});

describe('POST /api/submissions/confirm', () => {
  it('puts the submission in the admin queue once; a second click is refused like an unknown token', async () => {
    const before = await pendingQueue();
    const body = form();
    const { body: receipt } = await submit(body);
    const token = await submissionTokenMailedTo(body.email);

    const res = await confirmSubmission(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ confirmed: true, message: SUBMISSION_CONFIRMED_MESSAGE });
    const after = await pendingQueue();
    expect(after.total).toBe(before.total + 1);
    expect(after.ids).toContain(receipt.id);
    // Confirmed: it waits for an admin now, and TTL must not delete it.
    const stored = await rawItem(keys.submission(receipt.id));
    expect(stored).toMatchObject({ status: 'pending', gsi1pk: 'SUBMISSIONS#pending' });
    expect(stored).not.toHaveProperty('expiresAt');
    expect(stored).not.toHaveProperty('validUntil');

    const again = await confirmSubmission(token);
    await expectTokenRefused(again);
    const unknown = await confirmSubmission('B'.repeat(43));
    await expectTokenRefused(unknown);
    expect(again.body).toEqual(unknown.body);
    expect((await pendingQueue()).total).toBe(before.total + 1);
    expect((await approve(receipt.id)).status).toBe(200);
  });

  it('lets only one of two simultaneous clicks through', async () => {
    const body = form();
    await submit(body);
    const token = await submissionTokenMailedTo(body.email);
    const statuses = (await Promise.all([confirmSubmission(token), confirmSubmission(token)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400]);
  });

  it('refuses an expired token (TTL not run yet), and the submission never reaches the queue', async () => {
    const d = await stackDeps();
    const past = new Date(Date.now() - 25 * 3600_000);
    const s = submissionOf({ ...form(), education: [], skills: [] }, `sub_expired_${randomUUID().slice(0, 8)}`, past.toISOString());
    const token = `expired-${randomUUID()}`;
    await d.submissions.create(s, { tokenHash: mailedTokenHash(token), validUntil: new Date(past.getTime() + 24 * 3600_000).toISOString() });

    await expectTokenRefused(await confirmSubmission(token));
    expect((await d.submissions.get(s.id))?.status).toBe('unconfirmed');
    expect((await pendingQueue()).ids).not.toContain(s.id);
    expect((await approve(s.id)).status).toBe(404);
  });

  it('refuses a missing token with a field error, and rate limits one client (429)', async () => {
    const missing = await api('/api/submissions/confirm', { method: 'POST', body: {}, headers: viewerHeaders() });
    expect(missing.status).toBe(400);
    expect(errorBody.parse(missing.body).error.details?.token).toBeDefined();

    const client = viewerHeaders();
    const limit = (await stackDeps()).config.RATE_LIMIT_SUBMISSIONS_PER_HOUR;
    for (let i = 0; i < limit; i++) expect((await confirmSubmission('C'.repeat(43), client)).status).toBe(400);
    expect((await confirmSubmission('C'.repeat(43), client)).status).toBe(429);
  });
});

describe('one inbox, many connections', () => {
  it('mails one address at most the hourly limit, answering every request the same 201', async () => {
    const body = form();
    const limit = (await stackDeps()).config.RATE_LIMIT_SUBMISSIONS_PER_HOUR;
    const answers = [];
    for (let i = 0; i <= limit; i++) answers.push(await submit(body));
    expect(answers.map((r) => r.status)).toEqual(Array(limit + 1).fill(201));
    expect(answers.every((r) => r.body.status === 'unconfirmed')).toBe(true);
    expect(await mailCountTo(body.email)).toBe(limit);
  });
});

describe('a suppressed address (asked to be removed)', () => {
  it('gets no mail and nothing is stored, yet the answer is the same 201', async () => {
    const d = await stackDeps();
    const body = form();
    await d.suppression.add(emailHash(body.email));
    const res = await submit(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), status: 'unconfirmed', createdAt: expect.any(String) });
    // The mail goes out before the answer, so none now means none at all.
    expect(await mailCountTo(body.email)).toBe(0);
    expect(await d.submissions.get(res.body.id)).toBeNull();
  });
});
