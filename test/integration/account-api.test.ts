import { describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import { exportSummary } from '../../functions/core/schemas/exports';
import { me } from '../../functions/core/schemas/me';
import { api, tokenOf } from '../support/stack';
import { makeUser, stackDeps } from '../support/users';

const patch = (token: string | undefined, body: unknown) => api('/api/me/profile', { method: 'PATCH', ...(token ? { token } : {}), body });

describe('PATCH /api/me/profile', () => {
  it('persists name and bio, which GET /api/me then returns', async () => {
    const u = await makeUser();
    expect(me.parse((await api('/api/me', { token: u.token })).body).profile).toEqual({ name: null, bio: null });
    const res = await patch(u.token, { name: '  Dana Recruiter ', bio: 'Hiring cardiologists in Ohio.' });
    expect(res.status).toBe(200);
    expect(me.parse(res.body).profile).toEqual({ name: 'Dana Recruiter', bio: 'Hiring cardiologists in Ohio.' });
    expect(me.parse((await api('/api/me', { token: u.token })).body).profile).toEqual({ name: 'Dana Recruiter', bio: 'Hiring cardiologists in Ohio.' });
  });

  it('changes only the fields sent, and clears one sent empty', async () => {
    const u = await makeUser();
    await patch(u.token, { name: 'Dana', bio: 'Bio' });
    expect(me.parse((await patch(u.token, { bio: '' })).body).profile).toEqual({ name: 'Dana', bio: null });
    const record = await (await stackDeps()).users.get(u.id);
    expect(record).toMatchObject({ id: u.id, email: u.email, name: 'Dana' });
    expect(record?.bio).toBeUndefined();
  });

  it('is 400 with field details for a name over 100 or a bio over 1000 characters', async () => {
    const u = await makeUser();
    const res = await patch(u.token, { name: 'x'.repeat(101), bio: 'y'.repeat(1001) });
    expect(res.status).toBe(400);
    expect(Object.keys(errorBody.parse(res.body).error.details ?? {}).sort()).toEqual(['bio', 'name']);
  });

  it('refuses anonymous (401) and demo accounts (403 DEMO_RESTRICTED)', async () => {
    expect((await patch(undefined, { name: 'x' })).status).toBe(401);
    const demo = await patch(await tokenOf('demo'), { name: 'x' });
    expect([demo.status, errorBody.parse(demo.body).error.code]).toEqual([403, 'DEMO_RESTRICTED']);
  });
});

describe('GET /api/exports', () => {
  it('is 401 anonymous, and empty for a new user', async () => {
    expect((await api('/api/exports')).status).toBe(401);
    const u = await makeUser();
    expect((await api('/api/exports', { token: u.token })).body).toEqual({ totalExported: 0, recent: [] });
  });

  it('reports the running total and the five newest exports, newest first', async () => {
    const u = await makeUser();
    const d = await stackDeps();
    const counts = [10, 20, 30, 40, 50, 60];
    for (const [i, count] of counts.entries()) await d.activity.logExport({ userId: u.id, at: `2026-01-0${i + 1}T10:00:00.000Z`, count });
    const body = exportSummary.parse((await api('/api/exports', { token: u.token })).body);
    expect(body.totalExported).toBe(210);
    expect(body.recent).toEqual([60, 50, 40, 30, 20].map((count, i) => ({ date: `2026-01-0${6 - i}T10:00:00.000Z`, count })));
  });
});
