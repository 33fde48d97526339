import { describe, expect, it } from 'vitest';
import { type AdminOverview, adminOverview } from '../../functions/core/schemas/admin';
import type { PhysicianIdsResult } from '../../functions/core/schemas/physician-search';
import { api, tokenOf } from '../support/stack';
import { makeUser } from '../support/users';

const overview = async (): Promise<AdminOverview> => {
  const res = await api<AdminOverview>('/api/admin/overview', { token: await tokenOf('admin') });
  expect(res.status).toBe(200);
  return adminOverview.parse(res.body);
};

describe('GET /api/admin/overview (issue 24 item 8)', () => {
  it('is for admins only', async () => {
    expect((await api('/api/admin/overview')).status).toBe(401);
    expect((await api('/api/admin/overview', { token: (await makeUser({ tier: 'premium' })).token })).status).toBe(403);
  });

  it("counts today's exported rows across users, the users and the queues", async () => {
    const before = await overview();
    expect(before.day).toBe(new Date().toISOString().slice(0, 10));
    const ids = (await api<PhysicianIdsResult>('/api/physicians/ids', { token: await tokenOf('admin') })).body.ids.slice(0, 3);
    const recruiter = await makeUser({ tier: 'premium' });
    expect((await api('/api/exports', { method: 'POST', token: recruiter.token, body: { physicianIds: ids } })).status).toBe(200);
    const after = await overview();
    // Other suites export on the same stack meanwhile: at least these three rows more, never fewer.
    expect(after.exportedRowsToday).toBeGreaterThanOrEqual(before.exportedRowsToday + 3);
    expect(after.users).toBeGreaterThanOrEqual(before.users + 1);
    expect(after.pendingSubmissions).toBeGreaterThanOrEqual(0);
    expect(after.openContactReports).toBeGreaterThanOrEqual(0);
  });
});
