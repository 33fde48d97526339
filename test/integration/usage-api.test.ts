import { describe, expect, it } from 'vitest';
import type { AdminUsers } from '../../functions/core/schemas/admin';
import type { PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import { type Usage, usage } from '../../functions/core/schemas/usage';
import { api, tokenOf } from '../support/stack';
import { makeUser } from '../support/users';

/** Issue 17 part 4: what is left today, from the counters that enforce the caps (5 reveals and 2,000 rows a day in tests). */
const usageOf = async (token: string): Promise<Usage> => {
  const res = await api<Usage>('/api/me/usage', { token });
  expect(res.status).toBe(200);
  return usage.parse(res.body);
};

describe('GET /api/me/usage', () => {
  it('is 401 without a token and a full allowance for a new user', async () => {
    expect((await api('/api/me/usage')).status).toBe(401);
    const u = await makeUser();
    const now = await usageOf(u.token);
    expect(now).toMatchObject({ reveals: { used: 0, cap: 5, remaining: 5 }, exportRows: { used: 0, cap: 2000, remaining: 2000 } });
    expect(now.day).toBe(new Date().toISOString().slice(0, 10));
  });

  it('falls with each reveal and exported row, and reaches 0 exactly when the reveal endpoint starts refusing', async () => {
    const u = await makeUser({ tier: 'premium' });
    const ids = (await api<PhysicianSearchResult>('/api/physicians', { token: u.token })).body.items.map((p) => p.id);
    for (const id of ids.slice(0, 2)) expect((await api(`/api/physicians/${id}/contact`, { method: 'POST', token: u.token })).status).toBe(200);
    expect((await api('/api/exports', { method: 'POST', token: u.token, body: { physicianIds: ids.slice(0, 3) } })).status).toBe(200);
    expect(await usageOf(u.token)).toMatchObject({ reveals: { used: 2, remaining: 3 }, exportRows: { used: 3, remaining: 1997 } });
    for (const id of ids.slice(2, 5)) expect((await api(`/api/physicians/${id}/contact`, { method: 'POST', token: u.token })).status).toBe(200);
    expect((await usageOf(u.token)).reveals).toEqual({ used: 5, cap: 5, remaining: 0 });
    expect((await api(`/api/physicians/${ids[5]}/contact`, { method: 'POST', token: u.token })).status).toBe(429);
    expect((await usageOf(u.token)).reveals.remaining).toBe(0);

    // User Management shows the same figures, today and over 30 days.
    const admin = await api<AdminUsers>(`/api/admin/users?query=${encodeURIComponent(u.email)}`, { token: await tokenOf('admin') });
    expect(admin.status).toBe(200);
    expect(admin.body.items.find((r) => r.id === u.id)?.usage).toEqual({ revealsToday: 5, reveals30d: 5, exportedRowsToday: 3, exportedRows30d: 3 });
  });
});
