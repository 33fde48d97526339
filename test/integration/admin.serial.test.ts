import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentPhysicianId, newId } from '../../functions/core/ids';
import { planLabel } from '../../functions/core/plans';
import type { AdminUsers } from '../../functions/core/schemas/admin';
import { errorBody } from '../../functions/core/schemas/error';
import type { PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import type { BulkDecisionResult, Submission, SubmissionPage } from '../../functions/core/schemas/submissions';
import { submissionOf } from '../../functions/core/submission';
import { emailHash } from '../../functions/core/suppression';
import { routes } from '../../functions/routes';
import { viewerHeaders } from '../support/clients';
import { api, tokenOf } from '../support/stack';
import { storeConfirmed, submitAndConfirm } from '../support/submissions';
import { seededPhysicianIds } from '../support/physicians';
import { makeUser, stackDeps } from '../support/users';
import { eventually } from '../support/eventually';

const form = (patch: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: `Approvewell${randomUUID().replace(/[\d-]/g, '').slice(0, 8)}`,
  title: 'Attending Physician',
  companyName: 'Mercy General',
  specialty: 'Cardiology',
  email: `approve-${randomUUID()}@example.com`,
  phone: '(555) 010-0199',
  city: 'Boston',
  state: 'MA',
  skills: ['Research'],
  education: [{ schoolName: 'Yale University', degree: 'MD' }],
  ...patch,
});

/** A submission its address has confirmed through the mailed link, so it is in the admin queue. */
const submit = async (patch: Record<string, unknown> = {}) => {
  const body = form(patch);
  return { id: await submitAndConfirm(body), ...body };
};

let admin: string;
beforeAll(async () => {
  admin = await tokenOf('admin');
});

const decide = (id: string, action: 'approve' | 'reject') => api<{ submission: Submission }>(`/api/admin/submissions/${id}/${action}`, { method: 'POST', token: admin });

describe('admin routes: admin group only', () => {
  const adminRoutes = routes.filter((r) => r.auth === 'admin');
  // Any well-formed id: the group check comes before the physician is looked up.
  const concrete = (path: string) => path.replace('{id}', 'phy_aaaaaaaaaaaaaaaaaaaaaaaaaa');

  it('covers every route under /api/admin', () => {
    expect(adminRoutes.map((r) => r.path).sort()).toEqual(routes.filter((r) => r.path.startsWith('/api/admin/')).map((r) => r.path).sort());
    expect(adminRoutes.length).toBe(14);
  });

  it.each(adminRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: 401 anonymous, 403 free, premium and demo, never for the admin', async (_name, route) => {
    const body = route.method === 'POST' ? { action: 'approve', ids: ['nope'] } : undefined;
    const call = (token?: string) => api(concrete(route.path), { method: route.method, ...(token ? { token } : {}), ...(body ? { body } : {}) });
    expect((await call()).status).toBe(401);
    for (const token of [(await makeUser()).token, (await makeUser({ tier: 'premium' })).token, await tokenOf('demo')]) {
      const res = await call(token);
      expect([res.status, errorBody.parse(res.body).error.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect([401, 403]).not.toContain((await call(admin)).status);
  });
});

describe('GET /api/admin/submissions', () => {
  it('pages 25 at a time, newest first, with the total of the status', async () => {
    const d = await stackDeps();
    const base = Date.now();
    for (let i = 0; i < 26; i++) {
      const at = new Date(base + i * 1000);
      await storeConfirmed(d, submissionOf({ ...form(), middleName: undefined, otherSpecialty: undefined, linkedinUrl: '' }, newId(at), at.toISOString()));
    }
    const page1 = await api<SubmissionPage>('/api/admin/submissions?status=pending&page=1', { token: admin });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ page: 1, pageSize: 25 });
    expect(page1.body.items).toHaveLength(25);
    expect(page1.body.total).toBeGreaterThanOrEqual(26);
    const page2 = await api<SubmissionPage>('/api/admin/submissions?status=pending&page=2', { token: admin });
    expect(page2.body.items).toHaveLength(Math.min(25, page2.body.total - 25));
    const created = [...page1.body.items, ...page2.body.items].map((s) => s.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const beyond = await api<SubmissionPage>('/api/admin/submissions?status=pending&page=999', { token: admin });
    expect(beyond.body).toMatchObject({ items: [], total: page1.body.total });
  });

  it('refuses an unknown status (400)', async () => {
    expect((await api('/api/admin/submissions?status=archived', { token: admin })).status).toBe(400);
  });
});

describe('approve and reject', () => {
  it('approving publishes a searchable profile once; a second decision is 409 and changes nothing', async () => {
    const s = await submit();
    const res = await decide(s.id, 'approve');
    expect(res.status).toBe(200);
    expect(res.body.submission).toMatchObject({ id: s.id, status: 'approved' });
    expect(res.body.submission.approvedAt).toEqual(expect.any(String));
    const physicianId = res.body.submission.physicianId as string;
    expect(physicianId).toMatch(currentPhysicianId);

    const profile = await api<{ fullName: string; specialty: string; organization: string }>(`/api/physicians/${physicianId}`);
    expect(profile.body).toMatchObject({ fullName: `Grace ${s.lastName}`, specialty: 'Cardiology', organization: 'Mercy General' });
    const found = await eventually(() => api<PhysicianSearchResult>(`/api/physicians?query=${s.lastName}`), (r) => r.body.total === 1);
    expect(found.body.items.map((p) => p.id)).toEqual([physicianId]);

    for (const action of ['approve', 'reject'] as const) {
      const again = await decide(s.id, action);
      expect([again.status, errorBody.parse(again.body).error.code]).toEqual([409, 'CONFLICT']);
    }
    const stored = await (await stackDeps()).submissions.get(s.id);
    expect(stored).toMatchObject({ status: 'approved', approvedAt: res.body.submission.approvedAt, physicianId });

    const approved = await api<SubmissionPage>('/api/admin/submissions?status=approved', { token: admin });
    expect(approved.body.items.map((x) => x.id)).toContain(s.id);
  });

  it('rejecting records the time and publishes nothing', async () => {
    const s = await submit();
    const res = await decide(s.id, 'reject');
    expect(res.body.submission).toMatchObject({ status: 'rejected', physicianId: null });
    expect(res.body.submission.approvedAt).toEqual(expect.any(String));
    expect((await api<PhysicianSearchResult>(`/api/physicians?query=${s.lastName}`)).body.total).toBe(0);
    expect((await decide(s.id, 'approve')).status).toBe(409);
  });

  it('refuses to publish an address that asked to be removed (409, still pending)', async () => {
    const s = await submit();
    await (await stackDeps()).suppression.add(emailHash(s.email));
    const res = await decide(s.id, 'approve');
    expect(res.status).toBe(409);
    expect((await (await stackDeps()).submissions.get(s.id))?.status).toBe('pending');
  });

  it('404 for an unknown submission', async () => {
    expect((await decide('01ZZZZZZZZZZZZZZZZZZZZZZZZ', 'approve')).status).toBe(404);
  });

  it('bulk: one id at a time, reporting a partial failure', async () => {
    const [a, b] = [await submit(), await submit()];
    const res = await api<BulkDecisionResult>('/api/admin/submissions/bulk', { method: 'POST', token: admin, body: { action: 'approve', ids: [a.id, 'missing-id', b.id] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ succeeded: 2, failed: 1 });
    expect(res.body.results).toEqual([{ id: a.id, ok: true }, { id: 'missing-id', ok: false, error: 'Submission not found' }, { id: b.id, ok: true }]);
    // Approved together, yet their physician ids share nothing a walker could count on (a ULID of one millisecond would).
    const [pa, pb] = await Promise.all([a.id, b.id].map(async (id) => String((await (await stackDeps()).submissions.get(id))?.physicianId)));
    expect([pa, pb].every((id) => currentPhysicianId.test(id ?? ''))).toBe(true);
    expect(pa?.slice(0, 12)).not.toBe(pb?.slice(0, 12));
    const again = await api<BulkDecisionResult>('/api/admin/submissions/bulk', { method: 'POST', token: admin, body: { action: 'reject', ids: [a.id] } });
    expect(again.body).toMatchObject({ succeeded: 0, failed: 1 });
    expect((await api('/api/admin/submissions/bulk', { method: 'POST', token: admin, body: { action: 'approve', ids: [] } })).status).toBe(400);
  });
});

describe('GET /api/admin/users', () => {
  it("shows a user's subscription and export count after they subscribe and export, with stats over everyone", async () => {
    const recruiter = await makeUser({ tier: 'premium' });
    const exported = await api('/api/exports', { method: 'POST', token: recruiter.token, body: { physicianIds: await seededPhysicianIds(2) } });
    expect(exported.status).toBe(200);
    const free = await makeUser();

    const all = await api<AdminUsers>('/api/admin/users', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.stats.totalUsers).toBe(all.body.items.length);
    expect(all.body.stats.activeSubscriptions).toBe(all.body.items.filter((r) => r.subscriptionStatus === 'active').length);
    expect(all.body.stats.totalExports).toBe(all.body.items.reduce((n, r) => n + r.totalExports, 0));
    expect(all.body.items.find((r) => r.email === 'admin@example.com')?.isAdmin).toBe(true);

    const mine = await api<AdminUsers>(`/api/admin/users?query=${encodeURIComponent(recruiter.email.toUpperCase())}`, { token: admin });
    expect(mine.body.items).toEqual([
      expect.objectContaining({ id: recruiter.id, email: recruiter.email, subscriptionStatus: 'active', subscriptionPlan: planLabel('premium'), totalExports: 2, isAdmin: false }),
    ]);
    expect(mine.body.items[0]?.signupDate).toEqual(expect.any(String));
    // makeUser signs in, so the PostAuthentication trigger has stamped the sign-in.
    expect(mine.body.items[0]?.lastSignInAt).toEqual(expect.any(String));
    expect(mine.body.stats.totalUsers).toBe(all.body.stats.totalUsers);
    const other = await api<AdminUsers>(`/api/admin/users?query=${encodeURIComponent(free.email)}`, { token: admin });
    expect(other.body.items[0]).toMatchObject({ subscriptionStatus: 'free', subscriptionPlan: 'Free', totalExports: 0 });
  });
});

describe('GET /api/admin/physicians/{id}/export', () => {
  it('downloads the full profile as CSV, contact fields included, and logs it', async () => {
    const d = await stackDeps();
    const [, , id] = await seededPhysicianIds(3);
    const record = await d.physicians.get(id as string);
    const res = await api<string>(`/api/admin/physicians/${id}/export`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="physician-${id}.csv"`);
    const [row] = parse(res.body.slice(1), { columns: true }) as Array<Record<string, string>>;
    expect(row).toMatchObject({ 'Full Name': record?.fullName, 'Personal Email': record?.personalEmail ?? '' });
    expect((await d.activity.recentExports((await adminId()) as string, 1))[0]?.count).toBe(1);
    expect((await api('/api/admin/physicians/nope/export', { token: admin })).status).toBe(404);
  });
});

const adminId = async () => (await api<{ id: string }>('/api/me', { token: admin })).body.id;
