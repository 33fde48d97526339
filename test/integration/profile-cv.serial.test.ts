import { randomUUID } from 'node:crypto';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { profileCvPrefix } from '../../functions/core/cv-owner';
import { CV_MAX_BYTES, type CvLink, type CvOnFile, type CvUploadTicket } from '../../functions/core/schemas/cv';
import { errorBody } from '../../functions/core/schemas/error';
import type { PhysicianProfile } from '../../functions/core/schemas/physician';
import type { ProfileView } from '../../functions/core/schemas/profile';
import { deletePhysiciansEverywhere } from '../../functions/removal/delete-everywhere';
import type { Submission } from '../../functions/core/schemas/submissions';
import { viewerHeaders } from '../support/clients';
import { submitAndConfirm } from '../support/submissions';
import { plantPhysician, profileSessionFor, withSession } from '../support/intent';
import { api, tokenOf } from '../support/stack';
import { makeUser, stackDeps } from '../support/users';

/**
 * Issue 25 item 5 on the physician's own page, against the local stack
 * (DynamoDB Local, the local S3): upload, replace, delete, the byte check,
 * the session's scope, recruiters' access, and the removal of the files.
 * Serial: it plants and removes physicians.
 */
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DOCX = zipSync({ '[Content_Types].xml': new TextEncoder().encode('<Types/>'), 'word/document.xml': new TextEncoder().encode('<w:document/>') });
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(200).fill(0)]);
const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const ticket = (session: string, bytes: Uint8Array, contentType = PDF_TYPE, fileName = 'my cv.pdf', size = bytes.length) =>
  api<CvUploadTicket>('/api/profile/cv-uploads', { method: 'POST', body: { fileName, contentType, size }, headers: { ...viewerHeaders(), ...withSession(session) } });

/** A ticket and the PUT of the bytes to it, as the browser does. */
const upload = async (session: string, bytes: Uint8Array, contentType = PDF_TYPE, fileName = 'my cv.pdf'): Promise<string> => {
  const t = await ticket(session, bytes, contentType, fileName, Math.min(bytes.length, CV_MAX_BYTES));
  expect(t.status).toBe(201);
  expect((await fetch(t.body.url, { method: 'PUT', headers: t.body.headers, body: bytes })).ok).toBe(true);
  return t.body.uploadId;
};
const keep = (session: string, uploadId: string) => api<CvOnFile>('/api/profile/cv', { method: 'PUT', body: { uploadId }, headers: withSession(session) });
const remove = (session: string) => api('/api/profile/cv', { method: 'DELETE', headers: withSession(session) });
const view = async (session: string) => (await api<ProfileView>('/api/profile', { headers: withSession(session) })).body;
const keyOf = async (id: string) => (await (await stackDeps()).physicians.get(id))?.cv?.key;
const stored = async (key: string) => !!(await (await stackDeps()).cvFiles.read(key, CV_MAX_BYTES));

describe("the physician's own CV", () => {
  it('uploads, replaces (the old file deleted) and deletes, each logged; never shows the key', async () => {
    const p = await plantPhysician('cv');
    const session = await profileSessionFor(p.email);
    expect((await view(session)).cv).toBeNull();

    const first = await keep(session, await upload(session, PDF));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ fileName: expect.stringMatching(/^CV .+\.pdf$/), kind: 'pdf', size: PDF.length, uploadedAt: expect.any(String) });
    expect(JSON.stringify(first.body)).not.toMatch(/cv\/|uploads\//);
    const firstKey = (await keyOf(p.id)) as string;
    expect(firstKey.startsWith(profileCvPrefix(p.id))).toBe(true);
    expect((await view(session)).cv).toEqual(first.body);

    const second = await keep(session, await upload(session, DOCX, DOCX_TYPE, 'cv.docx'));
    expect(second.body.kind).toBe('docx');
    const secondKey = (await keyOf(p.id)) as string;
    expect(secondKey).not.toBe(firstKey);
    expect(await stored(firstKey)).toBe(false);
    expect(await stored(secondKey)).toBe(true);

    expect((await remove(session)).status).toBe(204);
    expect(await stored(secondKey)).toBe(false);
    expect(await keyOf(p.id)).toBeUndefined();
    const after = await view(session);
    expect(after.cv).toBeNull();
    expect(after.log.map((e) => e.action).filter((a) => a.startsWith('cv_'))).toEqual(['cv_deleted', 'cv_replaced', 'cv_uploaded']);
    // Nothing on file: deleting again changes nothing.
    expect((await remove(session)).status).toBe(204);
  });

  it('refuses an executable renamed .pdf (deleting it) and a file over 5 MB, with the field named', async () => {
    const p = await plantPhysician('cv');
    const session = await profileSessionFor(p.email);
    const exe = await keep(session, await upload(session, EXE));
    expect(exe.status).toBe(400);
    expect(errorBody.parse(exe.body).error.details?.uploadId).toEqual(['The CV must be a PDF or a Word (.docx) file of at most 5 MB.']);
    const declared = await ticket(session, PDF, PDF_TYPE, 'cv.pdf', CV_MAX_BYTES + 1);
    expect(declared.status).toBe(400);
    expect(errorBody.parse(declared.body).error.details?.size).toEqual(['The CV must be at most 5 MB']);
    // Declared small, sent large: the check reads the object, not the claim.
    const big = new Uint8Array(CV_MAX_BYTES + 10);
    big.set(PDF);
    const tooBig = await keep(session, await upload(session, big));
    expect(tooBig.status).toBe(400);
    expect(await keyOf(p.id)).toBeUndefined();
    expect((await keep(session, 'Z'.repeat(24))).status).toBe(400);
  });

  it('is reached only with this physician\'s session: none, a forged one and another physician\'s touch nothing here', async () => {
    const mine = await plantPhysician('cv');
    const other = await plantPhysician('cv');
    const session = await profileSessionFor(mine.email);
    const otherSession = await profileSessionFor(other.email);
    await keep(session, await upload(session, PDF));
    const key = (await keyOf(mine.id)) as string;

    expect((await api('/api/profile/cv', { method: 'DELETE' })).status).toBe(401);
    expect((await remove('x'.repeat(43))).status).toBe(401);
    expect((await api('/api/profile/cv-uploads', { method: 'POST', body: { fileName: 'cv.pdf', contentType: PDF_TYPE, size: 10 } })).status).toBe(401);
    // Another physician's session acts on its own profile only: deleting is theirs (nothing), and an upload id of mine cannot be claimed a second time.
    expect((await remove(otherSession)).status).toBe(204);
    expect(await keyOf(mine.id)).toBe(key);
    expect(await stored(key)).toBe(true);
    const mineUpload = await upload(session, PDF);
    expect((await keep(otherSession, mineUpload)).status).toBe(200);
    expect((await keep(session, mineUpload)).status).toBe(400);
    expect(await keyOf(mine.id)).toBe(key);
  });

  it('is offered to recruiters as a fact, downloaded through the reveal check: anonymous, free and demo refused, paid served', async () => {
    const p = await plantPhysician('cv');
    const session = await profileSessionFor(p.email);
    expect((await api<PhysicianProfile>(`/api/physicians/${p.id}`)).body.hasCv).toBe(false);
    await keep(session, await upload(session, PDF));
    const profile = await api<PhysicianProfile>(`/api/physicians/${p.id}`);
    expect(profile.body.hasCv).toBe(true);
    expect(JSON.stringify(profile.body)).not.toMatch(/"cv"|cv\//);

    const ask = (token?: string) => api<CvLink>(`/api/physicians/${p.id}/cv`, { method: 'POST', ...(token ? { token } : {}) });
    expect((await ask()).status).toBe(401);
    expect((await ask((await makeUser()).token)).status).toBe(402);
    expect((await ask(await tokenOf('demo'))).status).toBe(403);
    const paid = await makeUser({ tier: 'basic' });
    const res = await ask(paid.token);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await (await fetch(res.body.url)).arrayBuffer())).toEqual(PDF);
    const usage = await api<{ reveals: { used: number } }>('/api/me/usage', { token: paid.token });
    expect(usage.body.reveals.used).toBe(1);
  });

  it('goes with a removal: the file, any file left under the profile, and the record; a rerun after a crash finishes', async () => {
    const p = await plantPhysician('cv');
    const session = await profileSessionFor(p.email);
    await keep(session, await upload(session, PDF));
    const key = (await keyOf(p.id)) as string;
    const d = await stackDeps();
    // A file a crash left unnamed (kept, but the profile write never landed).
    const orphan = `${profileCvPrefix(p.id)}orphan`;
    await d.cvFiles.copy(key, orphan);
    // A crash after the files went, before the profile: the rerun finds nothing to delete and finishes.
    await d.cvFiles.delete(key);
    await deletePhysiciansEverywhere(d, [p.id]);
    await deletePhysiciansEverywhere(d, [p.id]);
    expect(await stored(key)).toBe(false);
    expect(await stored(orphan)).toBe(false);
    expect(await d.physicians.get(p.id)).toBeNull();
    expect((await api(`/api/physicians/${p.id}`)).status).toBe(404);
  });

  it("deletes with a removal the CV that came with an approved resume, and the submission's link to it", async () => {
    const t = await api<CvUploadTicket>('/api/submissions/cv-uploads', { method: 'POST', body: { fileName: 'cv.pdf', contentType: PDF_TYPE, size: PDF.length }, headers: viewerHeaders() });
    expect((await fetch(t.body.url, { method: 'PUT', headers: t.body.headers, body: PDF })).ok).toBe(true);
    const tag = randomUUID().replace(/[\d-]/g, '').slice(0, 8);
    const id = await submitAndConfirm({ firstName: 'Ada', lastName: `Cvgone${tag}`, title: 'Attending Physician', companyName: 'Mercy General', specialty: 'Cardiology', email: `cvgone-${tag}@example.com`, phone: '(555) 010-0199', city: 'Boston', state: 'MA', skills: [], education: [], cvUploadId: t.body.uploadId });
    const approved = await api<{ submission: Submission }>(`/api/admin/submissions/${id}/approve`, { method: 'POST', token: await tokenOf('admin') });
    const pid = approved.body.submission.physicianId as string;
    const key = (await keyOf(pid)) as string;
    expect(key).toMatch(/^cv\/submission-/);
    const d = await stackDeps();
    await deletePhysiciansEverywhere(d, [pid]);
    expect(await stored(key)).toBe(false);
    expect((await d.submissions.get(id))?.cv).toBeNull();
  });
});
