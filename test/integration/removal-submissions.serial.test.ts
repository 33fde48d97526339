import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Deps } from '../../functions/core/deps';
import type { CvUploadTicket } from '../../functions/core/schemas/cv';
import type { EndpointInput } from '../../functions/http/endpoint';
import { confirmRemoval } from '../../functions/removal/confirm-removal';
import { viewerHeaders } from '../support/clients';
import { removalTokenMailedTo, submissionTokenMailedTo } from '../support/mail';
import { api } from '../support/stack';
import { confirmSubmission, submitAndConfirm } from '../support/submissions';
import { stackDeps } from '../support/users';

/**
 * Issue 25 item 6 against the local stack (DynamoDB Local, s3rver): a
 * confirmed removal deletes the resumes its address sent that no admin has
 * decided yet (pending, and unconfirmed) with their CV files, keeps another
 * address's, and finishes after a crash between a CV's deletion and its
 * record's. Serial: removals suppress addresses.
 */
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const form = (email: string, cvUploadId: string) => ({
  firstName: 'Rae',
  lastName: `Gonewith${randomUUID().replace(/[\d-]/g, '').slice(0, 8)}`,
  title: 'Attending Physician',
  companyName: 'Mercy General',
  specialty: 'Cardiology',
  email,
  phone: '(555) 010-0199',
  city: 'Boston',
  state: 'MA',
  skills: [],
  education: [],
  cvUploadId,
});

const upload = async (): Promise<string> => {
  const ticket = await api<CvUploadTicket>('/api/submissions/cv-uploads', { method: 'POST', body: { fileName: 'cv.pdf', contentType: 'application/pdf', size: PDF.length }, headers: viewerHeaders() });
  expect(ticket.status).toBe(201);
  expect((await fetch(ticket.body.url, { method: 'PUT', headers: ticket.body.headers, body: PDF })).ok).toBe(true);
  return ticket.body.uploadId;
};

const aViewer = (): Record<string, string> => ({ 'cloudfront-viewer-address': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}:${randomInt(1024, 65535)}` });
const inputOf = (body: unknown): EndpointInput => ({ query: undefined, body, params: undefined, principal: null, headers: aViewer(), rawBody: JSON.stringify(body), sourceIp: '127.0.0.1' });
const withParts = (d: Deps, parts: Partial<Deps>): Deps => Object.create(d, Object.fromEntries(Object.entries(parts).map(([k, value]) => [k, { value, enumerable: true }]))) as Deps;

/** The CV files' `delete` does its work, then throws once: a crash between a CV's deletion and its record's. */
const crashingAfterCvDelete = (d: Deps): Deps => {
  let crashed = false;
  const cvFiles = new Proxy(d.cvFiles, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (prop !== 'delete' || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        await value.apply(target, args);
        if (!crashed) {
          crashed = true;
          throw new Error('crash after cvFiles.delete');
        }
      };
    },
  });
  return withParts(d, { cvFiles });
};

/** A pending resume (confirmed, CV kept under cv/) and an unconfirmed one (CV still under uploads/) from one address, and a bystander's. */
const plant = async () => {
  const d = await stackDeps();
  const email = `leaving-${randomUUID()}@example.com`;
  const pending = await submitAndConfirm(form(email, await upload()));
  const sent = await api<{ id: string }>('/api/submissions', { method: 'POST', body: form(email.toUpperCase(), await upload()), headers: viewerHeaders() });
  expect(sent.status).toBe(201);
  const bystander = await submitAndConfirm(form(`staying-${randomUUID()}@example.com`, await upload()));
  const cvOf = async (id: string) => (await d.submissions.get(id))?.cv?.key as string;
  const keys = { pending: await cvOf(pending), unconfirmed: await cvOf(sent.body.id), bystander: await cvOf(bystander) };
  expect(keys.pending.startsWith('cv/')).toBe(true);
  expect(keys.unconfirmed.startsWith('uploads/')).toBe(true);
  await api('/api/removal-requests', { method: 'POST', body: { email }, headers: viewerHeaders() });
  return { d, email, ids: { pending, unconfirmed: sent.body.id, bystander }, keys, // The third mail to the address: after the two resumes' confirmation links.
  token: await removalTokenMailedTo(email, 3) };
};

const file = async (d: Deps, key: string) => d.cvFiles.read(key, 10_000_000);

const expectGone = async ({ d, ids, keys }: Awaited<ReturnType<typeof plant>>) => {
  expect(await d.submissions.get(ids.pending)).toBeNull();
  expect(await d.submissions.get(ids.unconfirmed)).toBeNull();
  expect(await file(d, keys.pending)).toBeNull();
  expect(await file(d, keys.unconfirmed)).toBeNull();
  // Another address's resume and CV are untouched.
  expect((await d.submissions.get(ids.bystander))?.status).toBe('pending');
  expect(await file(d, keys.bystander)).not.toBeNull();
};

describe('a confirmed removal deletes the resumes its address sent that wait for an admin, with their CVs', () => {
  it('pending and unconfirmed, whatever the case of the address; not another address', async () => {
    const planted = await plant();
    expect(await file(planted.d, planted.keys.pending)).not.toBeNull();
    const res = await api<{ removed: boolean }>('/api/removal-requests/confirm', { method: 'POST', body: { token: planted.token }, headers: viewerHeaders() });
    expect(res.status).toBe(200);
    await expectGone(planted);
    expect((await planted.d.submissions.waitingByEmail(planted.email)).length).toBe(0);
  });

  it('finishes after a crash between a CV and its record: the next click deletes the rest', async () => {
    const planted = await plant();
    await expect(confirmRemoval.run(inputOf({ token: planted.token }), crashingAfterCvDelete(planted.d))).rejects.toThrow('crash after cvFiles.delete');
    // The crash left a record naming a deleted file: found again by its address.
    expect((await planted.d.submissions.waitingByEmail(planted.email)).length).toBeGreaterThan(0);
    const res = await api('/api/removal-requests/confirm', { method: 'POST', body: { token: planted.token }, headers: viewerHeaders() });
    expect(res.status).toBe(200);
    await expectGone(planted);
  });

  it('the mailed link of a resume deleted this way confirms nothing', async () => {
    const d = await stackDeps();
    const email = `unsent-${randomUUID()}@example.com`;
    const sent = await api<{ id: string }>('/api/submissions', { method: 'POST', body: form(email, await upload()), headers: viewerHeaders() });
    const link = await submissionTokenMailedTo(email);
    await api('/api/removal-requests', { method: 'POST', body: { email }, headers: viewerHeaders() });
    expect((await api('/api/removal-requests/confirm', { method: 'POST', body: { token: await removalTokenMailedTo(email, 2) }, headers: viewerHeaders() })).status).toBe(200);
    expect((await confirmSubmission(link)).status).toBe(400);
    expect(await d.submissions.get(sent.body.id)).toBeNull();
  });
});
