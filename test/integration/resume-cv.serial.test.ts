import { randomUUID } from 'node:crypto';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { cvUploadKey } from '../../functions/core/cv';
import type { CvLink, CvUploadTicket } from '../../functions/core/schemas/cv';
import { errorBody } from '../../functions/core/schemas/error';
import type { Submission } from '../../functions/core/schemas/submissions';
import { physicianFromSubmission, type SubmissionForm, submissionOf } from '../../functions/core/submission';
import { upsertByIdentity } from '../../scripts/import/upsert-by-identity';
import { viewerHeaders } from '../support/clients';
import { newNpi } from '../support/physicians';
import { api, tokenOf } from '../support/stack';
import { submitAndConfirm } from '../support/submissions';
import { makeUser, stackDeps } from '../support/users';

/**
 * Issue 25 item 5 against the local stack (DynamoDB Local, s3rver): the
 * resume form's physician fields, a CV through a real presigned PUT, its
 * check by bytes, the admin's view, approval merging by NPI, and the CV's
 * access check for recruiters. Serial: approvals add profiles.
 */
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DOCX = zipSync({ '[Content_Types].xml': new TextEncoder().encode('<Types/>'), 'word/document.xml': new TextEncoder().encode('<w:document/>') });
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(200).fill(0)]);
const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const form = (patch: Record<string, unknown> = {}): SubmissionForm & { email: string } & Record<string, unknown> => ({
  firstName: 'Ada',
  lastName: `Cvwell${randomUUID().replace(/[\d-]/g, '').slice(0, 8)}`,
  title: 'Attending Physician',
  companyName: 'Mercy General',
  specialty: 'Cardiology',
  email: `cv-${randomUUID()}@example.com`,
  phone: '(555) 010-0199',
  city: 'Boston',
  state: 'MA',
  skills: [],
  education: [],
  ...patch,
});

/** Asks for a ticket and PUTs the bytes to it, as the browser does. */
const upload = async (bytes: Uint8Array, contentType = PDF_TYPE, fileName = 'cv.pdf', declared = bytes.length): Promise<string> => {
  const ticket = await api<CvUploadTicket>('/api/submissions/cv-uploads', { method: 'POST', body: { fileName, contentType, size: declared }, headers: viewerHeaders() });
  expect(ticket.status).toBe(201);
  const put = await fetch(ticket.body.url, { method: 'PUT', headers: ticket.body.headers, body: bytes });
  expect(put.ok).toBe(true);
  return ticket.body.uploadId;
};

const submit = (body: unknown) => api<{ id: string }>('/api/submissions', { method: 'POST', body, headers: viewerHeaders() });
const detailsOf = async (res: { status: number; body: unknown }) => {
  expect(res.status).toBe(400);
  return errorBody.parse(res.body).error.details ?? {};
};

let admin: string;
beforeAll(async () => {
  admin = await tokenOf('admin');
});
const decide = (id: string) => api<{ submission: Submission }>(`/api/admin/submissions/${id}/approve`, { method: 'POST', token: admin });

describe('the resume form: physician fields', () => {
  it('refuses a mistyped NPI, a bad ZIP, an unknown state and a future graduation year with field errors', async () => {
    const npi = newNpi();
    const wrong = `${npi.slice(0, 9)}${(Number(npi[9]) + 1) % 10}`;
    const details = await detailsOf(await submit(form({ npi: wrong, zip: '123', licenseStates: ['Atlantis'], graduationYear: 3000 })));
    expect(details.npi).toEqual(['Enter a 10-digit NPI with a valid check digit']);
    expect(details.zip).toEqual(['Use a 5-digit ZIP code']);
    expect(details['licenseStates.0']).toEqual(['Use a US state, as its code (TX) or its name']);
    expect(details.graduationYear).toEqual(['Use a year that has passed']);
  });

  it('refuses a CV ticket for another type or over 5 MB, before anything is sent', async () => {
    const ask = (body: unknown) => api('/api/submissions/cv-uploads', { method: 'POST', body, headers: viewerHeaders() });
    expect((await detailsOf(await ask({ fileName: 'cv.exe', contentType: 'application/x-msdownload', size: 10 }))).contentType).toBeDefined();
    expect((await detailsOf(await ask({ fileName: 'cv.pdf', contentType: PDF_TYPE, size: 5 * 1024 * 1024 + 1 }))).size).toEqual(['The CV must be at most 5 MB']);
  });
});

describe('the CV: checked by its bytes after upload', () => {
  it('deletes and refuses an executable renamed .pdf', async () => {
    const uploadId = await upload(EXE);
    const details = await detailsOf(await submit(form({ cvUploadId: uploadId })));
    expect(details.cvUploadId?.[0]).toMatch(/PDF or a Word/);
    expect(await (await stackDeps()).cvFiles.read(cvUploadKey(uploadId), 10_000_000)).toBeNull();
  });

  it('deletes and refuses a file over 5 MB, whatever the ticket said', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PDF);
    // The ticket is told a small size; the PUT cannot be bounded, so the check after it is what refuses.
    const uploadId = await upload(big, PDF_TYPE, 'cv.pdf', 1000);
    expect((await detailsOf(await submit(form({ cvUploadId: uploadId })))).cvUploadId).toBeDefined();
    expect(await (await stackDeps()).cvFiles.read(cvUploadKey(uploadId), 10_000_000)).toBeNull();
  });

  it('refuses an upload id nobody uploaded to', async () => {
    expect((await detailsOf(await submit(form({ cvUploadId: 'A'.repeat(24) })))).cvUploadId).toBeDefined();
  });

  it('keeps a real DOCX; the admin sees every field and the CV through a signed link before approving', async () => {
    const npi = newNpi();
    const body = form({ npi, zip: '02115', licenseStates: ['MA', 'new york'], boardCertifications: ['ABIM'], languages: ['Spanish'], graduationYear: 2005, cvUploadId: await upload(DOCX, DOCX_TYPE, 'cv.docx') });
    const id = await submitAndConfirm(body);
    const d = await stackDeps();
    const stored = await d.submissions.get(id);
    expect(stored).toMatchObject({ npi, zip: '02115', licenseStates: ['MA', 'NY'], boardCertifications: ['ABIM'], languages: ['Spanish'], graduationYear: 2005, cv: { kind: 'docx', size: DOCX.length } });
    // Confirmed: the CV left the expiring uploads.
    expect(stored?.cv?.key.startsWith('cv/')).toBe(true);
    const link = await api<CvLink>(`/api/admin/submissions/${id}/cv`, { token: admin });
    expect(link.status).toBe(200);
    const got = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
    expect(got).toEqual(DOCX);
    expect((await api(`/api/admin/submissions/${id}/cv`, { token: (await makeUser({ tier: 'premium' })).token })).status).toBe(403);
  });
});

describe('approval: merge by NPI, and the CV for recruiters', () => {
  it('without a profile of its NPI: a new profile that claims the NPI, so a later import updates it and keeps what the physician said', async () => {
    const npi = newNpi();
    const body = form({ npi, zip: '02115', languages: ['French'], cvUploadId: await upload(PDF) });
    const id = await submitAndConfirm(body);
    const res = await decide(id);
    expect(res.status).toBe(200);
    expect(res.body.submission.merged).toBe(false);
    const d = await stackDeps();
    const pid = res.body.submission.physicianId as string;
    const profile = await d.physicians.get(pid);
    expect(profile).toMatchObject({ npi, zip: '02115', languages: ['French'], cv: { kind: 'pdf' }, physicianProvided: expect.objectContaining({ title: expect.any(String), languages: expect.any(String) }) });

    const vendor = { ...physicianFromSubmission(submissionOf(form({ npi, title: 'Vendor Title', languages: ['German'] }), 'x', 'y'), 'x', new Date().toISOString()), source: 'import' as const };
    const { id: _drop, physicianProvided: _pp, cv: _cv, ...row } = vendor;
    const { records, created } = await upsertByIdentity(d.physicians, d.keyring, [row]);
    expect(created).toBe(0);
    expect(records[0]?.id).toBe(pid);
    const after = await d.physicians.get(pid);
    expect(after).toMatchObject({ title: 'Attending Physician', languages: ['French'], cv: profile?.cv });
  });

  it('with a profile of its NPI (an import): merges into it instead of making a second', async () => {
    const d = await stackDeps();
    const npi = newNpi();
    const imported = physicianFromSubmission(submissionOf(form({ npi, title: 'Registry Title', companyName: 'Registry Org' }), 'x', 'y'), 'x', '2026-01-01T00:00:00.000Z');
    const { id: _id, physicianProvided: _pp, ...row } = { ...imported, source: 'import' as const, npiEnumeratedAt: '2010-05-05' };
    const [existing] = (await upsertByIdentity(d.physicians, d.keyring, [row])).records;
    const id = await submitAndConfirm(form({ npi, title: 'Chief of Cardiology', boardCertifications: ['ABIM'], cvUploadId: await upload(PDF) }));
    const res = await decide(id);
    expect(res.status).toBe(200);
    expect(res.body.submission).toMatchObject({ merged: true, physicianId: existing?.id });
    const merged = await d.physicians.get(existing?.id as string);
    expect(merged).toMatchObject({ title: 'Chief of Cardiology', boardCertifications: ['ABIM'], npiEnumeratedAt: '2010-05-05', createdAt: existing?.createdAt, cv: { kind: 'pdf' } });
    expect(merged?.physicianProvided?.title).toBeDefined();
    // A later registry import keeps the physician's title.
    await upsertByIdentity(d.physicians, d.keyring, [{ ...row, title: 'Registry Again' }]);
    expect((await d.physicians.get(existing?.id as string))?.title).toBe('Chief of Cardiology');
  });

  it("gives the CV only through the reveal's check: anonymous, free and demo refused, paid counted and served", async () => {
    const id = await submitAndConfirm(form({ cvUploadId: await upload(PDF) }));
    const pid = (await decide(id)).body.submission.physicianId as string;
    const ask = (token?: string) => api<CvLink>(`/api/physicians/${pid}/cv`, { method: 'POST', ...(token ? { token } : {}) });
    expect((await ask()).status).toBe(401);
    expect((await ask((await makeUser()).token)).status).toBe(402);
    expect((await ask(await tokenOf('demo'))).status).toBe(403);
    const paid = await makeUser({ tier: 'basic' });
    const res = await ask(paid.token);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await (await fetch(res.body.url)).arrayBuffer())).toEqual(PDF);
    const usage = await api<{ reveals?: { used: number } } & Record<string, unknown>>('/api/me/usage', { token: paid.token });
    expect(JSON.stringify(usage.body)).toMatch(/1/);
  });
});
